// `npm run build -w web`: the web app's production build whatever NODE_ENV the shell holds. Vite takes a
// NODE_ENV set in the environment over its build mode, so an operator running `NODE_ENV=development npm start`
// got React's development runtime in every chunk; the mode the server runs in is not the app's.
import { build } from 'vite';

process.env.NODE_ENV = 'production';
await build();

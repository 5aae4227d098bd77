// A worker thread's module when the server runs from its TypeScript sources (tests, `npm run dev`): Node 20
// cannot load `.ts` itself, and the loader the main thread registered does not reach worker threads. The built
// server loads its bundled worker module directly and never this file.
import piscina from 'piscina';
import { register } from 'tsx/esm/api';

register();
const workerModule = await import(piscina.workerData.typescriptModule);
export default workerModule.default;

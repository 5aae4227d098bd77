import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { ThemeToggle } from '../../components/ThemeToggle';
import './SplashPage.css';

/** The way in: the only page without the testing banner (SPEC section 1). */
export function SplashPage() {
  const navigate = useNavigate();
  return (
    <div className="splash">
      <title>Baseline</title>
      <header className="splash__top">
        <ThemeToggle />
      </header>
      <main className="splash__main">
        <h1 className="splash__logo">
          <Logo size="lg" />
        </h1>
        <p className="splash__tagline">
          A match diary and tournament draws with private notes on every player, for coaches, analysts and writers who
          follow the professional tour closely.
        </p>
        <div className="splash__actions">
          <Button onClick={() => void navigate('/login')}>Login</Button>
          <Button variant="secondary" onClick={() => void navigate('/register')}>
            Register
          </Button>
        </div>
      </main>
      <footer className="splash__footer">
        <Link to="/terms">Terms and Conditions</Link>
        <Link to="/privacy">Privacy Policy</Link>
      </footer>
    </div>
  );
}

import { Link, useLocation } from 'react-router-dom';
import './common.css';

/** 'Back to Home', on every page of the section but /home itself. */
export function BackToHome() {
  const { pathname } = useLocation();
  if (pathname === '/home') return null;
  return (
    <Link className="vx-feed-back" to="/home">
      <span aria-hidden="true">←</span> Back to Home
    </Link>
  );
}

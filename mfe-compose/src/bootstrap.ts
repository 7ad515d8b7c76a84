import './app/bootstrap';

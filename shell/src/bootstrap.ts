// index.ts loads this file as the async boundary the federation needs; the start itself
// lives with the rest of the application in app/.
import './app/bootstrap';

import { ThemeTestPage } from '../app/pages/theme-test-page';

export { ThemeTestPage };
export default ThemeTestPage;

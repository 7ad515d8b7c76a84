import { ThemeTestPage } from '../features/themes/components/theme-test-page';

export { ThemeTestPage };
export default ThemeTestPage;

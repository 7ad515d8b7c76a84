import { ThemeRenderer } from '../features/themes/components/theme-renderer';

export { ThemeRenderer };
export type {
  StoryMedia,
  ThemeRendererProps,
  ThemeStory,
} from '../features/themes/components/theme-renderer';
export default ThemeRenderer;

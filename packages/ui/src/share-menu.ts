// The share menu, an entry point of its own: bundled by the sections that show it.
export { ShareMenu, type ShareMenuProps } from './components/share-menu';

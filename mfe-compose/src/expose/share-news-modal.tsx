import { ShareNewsModal } from '../features/compose/components/share-news-modal';

export { ShareNewsModal };
export type { ShareNewsModalProps } from '../features/compose/components/share-news-modal';
export default ShareNewsModal;

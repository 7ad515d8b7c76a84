import { errorMessage, type ArticleSummary } from '@voices/platform';
import { saveStory } from '@voices/platform/api';
import { toast } from '@voices/ui';
import {
  articleCategory,
  articleDate,
  articleImage,
  articleTitle,
  sourceLabel,
  summaryText,
} from './article';
import { t } from '../i18n';

/** Keeps the article in the reader's saved news: this browser's, and a member's account. */
export async function saveArticle(article: ArticleSummary): Promise<void> {
  try {
    const category = articleCategory(article);
    const date = articleDate(article);
    const image = articleImage(article);
    const result = await saveStory({
      _id: article.id,
      title: articleTitle(article),
      content: summaryText(article),
      author: article.author?.trim() || sourceLabel(article),
      ...(article.authorId ? { authorId: article.authorId } : {}),
      ...(category ? { category } : {}),
      ...(date ? { submittedAt: date } : {}),
      ...(image ? { image } : {}),
    });
    if (result === 'exists') toast.info(t('save.already'));
    else toast.success(t('save.done'));
  } catch (error) {
    toast.error(errorMessage(error, t('save.error')));
  }
}

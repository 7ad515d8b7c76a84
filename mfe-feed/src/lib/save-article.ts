import { savedNews } from '@voices/platform';
import { toast } from '@voices/ui';
import {
  articleCategory,
  articleDate,
  articleId,
  articleImage,
  sourceLabel,
  summaryText,
  type Article,
} from './article';

/** Keeps the article in this browser's saved news. */
export function saveArticle(article: Article): void {
  try {
    const result = savedNews.add({
      _id: articleId(article),
      title: article.title?.trim() || 'No Title',
      content: summaryText(article),
      author: article.author?.trim() || sourceLabel(article),
      ...(article.authorId ? { authorId: article.authorId } : {}),
      ...(articleCategory(article) ? { category: articleCategory(article) } : {}),
      ...(articleDate(article) ? { submittedAt: articleDate(article) as string } : {}),
      ...(articleImage(article) ? { image: articleImage(article) as string } : {}),
    });
    if (result === 'exists') toast.info('This news is already saved!');
    else toast.success('News saved successfully!');
  } catch {
    toast.error('Error saving news');
  }
}

/** A suggested title and summary for a draft, plain text within the AI limits. */
export interface Summary {
  summaryTitle: string;
  summaryContent: string;
}

/** The AI step: a new title (under 60 characters) and summary (under 150 words), plain text. */
export interface AiEnhancer {
  /** 'model' with AI_BASE_URL and AI_MODELS set, else 'local' (the extractive summariser). */
  readonly kind: 'model' | 'local';
  enhance(title: string, content: string): Promise<Summary>;
}

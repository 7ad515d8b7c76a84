export { createMessageMatcher, type MatchedMessage } from './match-message';

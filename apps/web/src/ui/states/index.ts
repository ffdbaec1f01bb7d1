export { EmptyState, ErrorState, LoadingState } from './states';

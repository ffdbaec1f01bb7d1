export { FilterBar, FilterBarButton } from './filter-bar';

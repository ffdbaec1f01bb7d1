export { Card, CardGrid } from './card-grid';

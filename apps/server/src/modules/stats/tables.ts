export interface PageViewTable {
  day: string;
  path: string;
  views: number;
}

/** This module's tables; db/schema.ts combines them into `Database` (decision 028). */
export interface StatsTables {
  page_view: PageViewTable;
}

// Moved to lib so member lists use it too.
export * from '@/lib/use-page-in-range';

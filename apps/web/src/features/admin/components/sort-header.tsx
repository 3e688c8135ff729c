// Moved to components/ui so member screens sort the same way (wallet movements, payouts).
export * from '@/components/ui/sort-header';

// The chart wrappers and their data. NetWorthPlot (uPlot) is deliberately not exported: NetWorthChart
// loads it as its own chunk.
export * from './NetWorthChart';
export * from './CompositionChart';
export * from './use-net-worth-history';
export * from './net-worth-summary';
export * from './composition';
export { formatDateTicks, formatMoneyTicks } from './chart-format';
export * from './JCurveChart';
export * from './WealthBandsChart';

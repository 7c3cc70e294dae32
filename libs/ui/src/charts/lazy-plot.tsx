// What the lazily loaded uPlot charts share besides uplot-chart.ts's style and life: the plot's chunk
// fetched as soon as the chart mounts, a fresh lazy component on Retry (React.lazy caches a failed
// import), and the boundary that offers that Retry when the chunk could not be loaded.
import { css } from '@emotion/react';
import { Component, lazy, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Button, t } from '@heirloom/ui/base';

/** The dashed box a chart shows in place of its plot when something could not be loaded. */
export const chartProblemStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: t.space[2],
  height: '100%',
  fontSize: t.text.sm,
  color: t.color.mutedFg,
  border: `1px dashed ${t.color.border}`,
  borderRadius: t.radius.lg,
});

/**
 * The plot component of `load` (a dynamic import), its chunk requested at once rather than when the
 * data arrives, and `retry`, which builds a fresh lazy component after a failed load.
 */
export function useLazyPlot<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): [ComponentType<P>, () => void] {
  const [Plot, setPlot] = useState(() => lazy(load));
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);
  const retry = useCallback(() => setPlot(() => lazy(load)), [load]);
  return [Plot, retry];
}

interface PlotBoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a plot chunk that failed to load (offline, a redeploy) and offers to load it again. */
export class PlotBoundary extends Component<PlotBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div css={chartProblemStyle} role="alert">
        <p>The chart could not be loaded.</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          Retry
        </Button>
      </div>
    );
  }
}

// The marketing pages' card: an icon tile, a title and a sentence, optionally more below (a feature list).
import { Card, CardContent } from '@heirloom/ui/base';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cardHeading, cardText, iconTile } from './marketing-styles';

export interface FeatureCardProps {
  icon: LucideIcon;
  title: string;
  text: string;
  children?: ReactNode;
}

/** One grid item (`<li>`), so a list of them reads as a list to assistive technology. */
export function FeatureCard({ icon: Icon, title, text, children }: FeatureCardProps) {
  return (
    <li>
      <Card css={{ height: '100%' }}>
        <CardContent>
          <span css={iconTile} aria-hidden="true">
            <Icon />
          </span>
          <h3 css={cardHeading}>{title}</h3>
          <p css={cardText}>{text}</p>
          {children}
        </CardContent>
      </Card>
    </li>
  );
}

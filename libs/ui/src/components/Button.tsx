import { css, type SerializedStyles } from '@emotion/react';
import type { ComponentPropsWithRef, RefAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { t } from '../tokens';

export type ButtonVariant = 'default' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: t.space[2],
  whiteSpace: 'nowrap',
  fontWeight: 500,
  lineHeight: 1,
  borderRadius: t.radius.md,
  border: '1px solid transparent',
  transition: `background-color ${t.transition}, color ${t.transition}, border-color ${t.transition}, box-shadow ${t.transition}`,
  userSelect: 'none',
  textDecoration: 'none',
  '& svg': { width: '1em', height: '1em' },
  '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, pointerEvents: 'none' },
});

const variants: Record<ButtonVariant, SerializedStyles> = {
  default: css({
    background: t.color.primary,
    color: t.color.primaryFg,
    boxShadow: t.shadow.sm,
    '&:hover': { background: `color-mix(in srgb, ${t.color.primary} 88%, ${t.color.bg})` },
  }),
  secondary: css({
    background: t.color.secondary,
    color: t.color.secondaryFg,
    '&:hover': { background: `color-mix(in srgb, ${t.color.secondary} 85%, ${t.color.fg})` },
  }),
  outline: css({
    background: t.color.card,
    color: t.color.fg,
    borderColor: t.color.input,
    '&:hover': { background: t.color.muted },
  }),
  ghost: css({
    color: t.color.fg,
    '&:hover': { background: t.color.muted },
  }),
  destructive: css({
    background: t.color.destructive,
    color: t.color.destructiveFg,
    '&:hover': { background: `color-mix(in srgb, ${t.color.destructive} 88%, ${t.color.fg})` },
  }),
  link: css({
    color: t.color.accent,
    padding: 0,
    height: 'auto',
    textUnderlineOffset: 4,
    '&:hover': { textDecoration: 'underline' },
  }),
};

const sizes: Record<ButtonSize, SerializedStyles> = {
  sm: css({ height: '2rem', padding: `0 ${t.space[3]}`, fontSize: t.text.sm }),
  md: css({ height: '2.5rem', padding: `0 ${t.space[4]}`, fontSize: t.text.sm }),
  lg: css({ height: '2.875rem', padding: `0 ${t.space[6]}`, fontSize: t.text.md }),
  icon: css({ height: '2.5rem', width: '2.5rem', padding: 0, fontSize: t.text.lg }),
};

/** Button styles for any element (an <a href="mailto:..."> for instance). */
export function buttonStyles(
  variant: ButtonVariant = 'default',
  size: ButtonSize = 'md',
): SerializedStyles[] {
  return variant === 'link' ? [base, sizes[size], variants.link] : [base, sizes[size], variants[variant]];
}

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonStyleProps;

export function Button({ variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} css={buttonStyles(variant, size)} {...props} />;
}

export type ButtonLinkProps = LinkProps & RefAttributes<HTMLAnchorElement> & ButtonStyleProps;

/** A react-router <Link> that looks like a button. */
export function ButtonLink({ variant, size, ...props }: ButtonLinkProps) {
  return <Link css={buttonStyles(variant, size)} {...props} />;
}

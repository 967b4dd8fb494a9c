import type { CSSProperties } from 'react';

/**
 * The shadow of a surface raised to Material's elevation 0-24: deeper and softer as it rises, in
 * the theme's neutral shadow colour.
 */
export function elevationShadow(elevation: number): string | undefined {
  if (elevation <= 0) return undefined;
  const offset = Math.round(elevation * 0.75 + 1);
  const blur = Math.round(elevation * 1.5 + 2);
  return `0 ${offset}px ${blur}px rgba(0, 0, 0, ${Math.min(0.08 + elevation * 0.008, 0.28).toFixed(3)})`;
}

/** A section's frame: raised (elevation) or bordered (outlined), with its corner radius. */
export function surfaceStyle({
  variant,
  elevation,
  borderRadius,
  borderColor,
}: {
  variant: 'elevation' | 'outlined';
  elevation: number;
  borderRadius: number;
  borderColor: string;
}): CSSProperties {
  return variant === 'outlined'
    ? { border: `1px solid ${borderColor}`, borderRadius }
    : { boxShadow: elevationShadow(elevation), borderRadius };
}

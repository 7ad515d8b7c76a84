import type { ReactNode } from 'react';
import type { Translate } from '@voices/platform';
import { useT, type ThemesMessageKey } from '../../../i18n';
import { getTheme, type Theme, type ThemeLayout } from '../theme-registry';
import { themeVariables } from './theme-variables';
import './theme-miniature.css';

export interface ThemeMiniatureProps {
  /** A theme id; legacy ids are mapped (`modern` → The Daily Herald). An unknown id draws nothing. */
  themeId: string;
  /**
   * Leave the drawing out of the accessibility tree, for a place that already names the theme
   * beside it (a theme chooser's button). By default it is an image named by its layout.
   */
  decorative?: boolean;
  /** Added to the drawing's classes; the drawing fills its container's width (16:10). */
  className?: string;
}

/** What each layout's drawing shows, for a screen reader: the theme's name, then its parts. */
function layoutLabel(t: Translate<ThemesMessageKey>, layout: ThemeLayout, name: string): string {
  switch (layout) {
    case 'grid':
      return t('miniature.grid', { name });
    case 'wave':
      return t('miniature.wave', { name });
    case 'metro':
      return t('miniature.metro', { name });
    case 'desk':
      return t('miniature.desk', { name });
    case 'broadsheet':
      return t('miniature.broadsheet', { name });
    case 'noir':
      return t('miniature.noir', { name });
    case 'newspaper':
      return t('miniature.newspaper', { name });
  }
}

/** The drawn '+N' of a strip of stories: a mark in the picture, not words. */
const MORE_MARK = '+N';

const W = 160;
const H = 100;

/* ---------- the drawing's pieces, in viewBox units ---------- */

function Bar({ x, y, w, h = 1.2, tone = 'muted' }: Box & { tone?: Tone }) {
  return <rect className={`vx-mini-${tone}`} x={x} y={y} width={w} height={h} />;
}

function Rule({ x, y, w, h = 0.35, tone = 'ink' }: Box & { tone?: Tone }) {
  return <rect className={`vx-mini-${tone}`} x={x} y={y} width={w} height={h} />;
}

function Double({ x, y, w }: { x: number; y: number; w: number }) {
  return (
    <>
      <Rule x={x} y={y} w={w} h={0.7} />
      <Rule x={x} y={y + 1.3} w={w} h={0.3} />
    </>
  );
}

function VRule({ x, y, h, tone = 'rule' }: { x: number; y: number; h: number; tone?: Tone }) {
  return <rect className={`vx-mini-${tone}`} x={x} y={y} width={0.3} height={h} />;
}

/** Lines of text: `n` bars `gap` apart, the last one shorter. */
function Lines({
  x,
  y,
  w,
  n,
  gap = 2.6,
  h = 0.9,
  tone = 'muted',
}: {
  x: number;
  y: number;
  w: number;
  n: number;
  gap?: number;
  h?: number;
  tone?: Tone;
}) {
  return (
    <>
      {Array.from({ length: n }, (_, i) => (
        <rect
          key={i}
          className={`vx-mini-${tone}`}
          x={x}
          y={y + i * gap}
          width={i === n - 1 && n > 1 ? w * 0.6 : w}
          height={h}
        />
      ))}
    </>
  );
}

/** A picture: a block of the paper's accent with a hill and a sun in it. */
function Picture({
  x,
  y,
  w,
  h,
  tone = 'picture',
}: Box & { h: number; tone?: 'picture' | 'sepia' }) {
  const r = Math.min(w, h) * 0.12;
  return (
    <g>
      <rect className={`vx-mini-${tone}`} x={x} y={y} width={w} height={h} />
      <path
        className="vx-mini-hill"
        d={`M${x} ${y + h * 0.78} Q ${x + w * 0.3} ${y + h * 0.45} ${x + w * 0.55} ${y + h * 0.72} T ${x + w} ${y + h * 0.62} V ${y + h} H ${x} Z`}
      />
      <circle className="vx-mini-sun" cx={x + w * 0.75} cy={y + h * 0.3} r={r} />
    </g>
  );
}

/** The paper's name set in its own masthead type, fitted to the width planned for it. */
function Name({
  theme,
  x,
  y,
  w,
  size,
  anchor = 'start',
  tone = 'ink',
  italic = false,
  upper = false,
}: {
  theme: Theme;
  x: number;
  y: number;
  w: number;
  size: number;
  anchor?: 'start' | 'middle';
  tone?: Tone;
  italic?: boolean;
  upper?: boolean;
}) {
  const text = upper ? theme.name.toUpperCase() : theme.name;
  return (
    <text
      className={`vx-mini-name vx-mini-${tone}`}
      x={x}
      y={y}
      fontSize={size}
      textAnchor={anchor}
      textLength={w}
      lengthAdjust="spacingAndGlyphs"
      fontStyle={italic ? 'italic' : undefined}
    >
      {text}
    </text>
  );
}

function Badge({ x, y, tone = 'frame' }: { x: number; y: number; tone?: Tone }) {
  const t = useT();
  return (
    <g>
      <rect className={`vx-mini-${tone}`} x={x} y={y} width={11} height={3.6} />
      <text
        className={`vx-mini-badge-text${tone === 'ink' ? ' vx-mini-badge-text--ink' : ''}`}
        x={x + 5.5}
        y={y + 2.75}
        fontSize={2.6}
      >
        {t('featured.badge')}
      </text>
    </g>
  );
}

function Ticker({ x, y, w, flag = 'accent' }: { x: number; y: number; w: number; flag?: Tone }) {
  return (
    <g>
      <rect className="vx-mini-wash" x={x} y={y} width={w} height={3.4} />
      <rect className={`vx-mini-${flag}`} x={x} y={y} width={13} height={3.4} />
      <Lines x={x + 16} y={y + 1.25} w={w * 0.3} n={1} />
      <Bar x={x + 20 + w * 0.3} y={y + 1.25} w={w * 0.28} h={0.9} />
    </g>
  );
}

/** Section names in a row, the first one marked. */
function Sections({
  cx,
  y,
  n = 6,
  tone = 'muted',
}: {
  cx: number;
  y: number;
  n?: number;
  tone?: Tone;
}) {
  const width = n * 12 - 3;
  const x0 = cx - width / 2;
  return (
    <>
      {Array.from({ length: n }, (_, i) => (
        <rect
          key={i}
          className={`vx-mini-${i === 0 ? 'accent' : tone}`}
          x={x0 + i * 12}
          y={y}
          width={9}
          height={1.1}
        />
      ))}
    </>
  );
}

/** Small stories with a thumbnail each (a related column). */
function ThumbList({
  x,
  y,
  w,
  n,
  step = 9,
}: {
  x: number;
  y: number;
  w: number;
  n: number;
  step?: number;
}) {
  return (
    <>
      {Array.from({ length: n }, (_, i) => (
        <g key={i}>
          <Picture x={x} y={y + i * step} w={6.5} h={6.5} />
          <Lines
            x={x + 8.5}
            y={y + i * step + 0.6}
            w={w - 8.5}
            n={2}
            gap={2.2}
            h={0.9}
            tone="ink"
          />
        </g>
      ))}
    </>
  );
}

function SectionTitle({ x, y, w }: { x: number; y: number; w: number }) {
  return (
    <>
      <Bar x={x} y={y} w={w * 0.55} h={1.3} tone="ink" />
      <Rule x={x} y={y + 2.3} w={w} h={0.5} />
    </>
  );
}

type Tone =
  | 'ink'
  | 'muted'
  | 'accent'
  | 'surface'
  | 'paper'
  | 'wash'
  | 'rule'
  | 'frame'
  | 'white'
  | 'black'
  | 'metro'
  | 'band'
  | 'ink-soft'
  | 'white-soft';

interface Box {
  x: number;
  y: number;
  w: number;
  h?: number;
}

/* ---------- one drawing per layout ---------- */

function HeraldDrawing({ theme }: { theme: Theme }) {
  return (
    <>
      <Bar x={6} y={3.5} w={20} h={1} />
      <Bar x={120} y={3.5} w={34} h={1} />
      <Rule x={6} y={6} w={148} tone="rule" />
      <Name theme={theme} x={80} y={15.5} w={82} size={9} anchor="middle" />
      <rect className="vx-mini-outline" x={137} y={8.5} width={17} height={8} />
      <circle className="vx-mini-accent" cx={141} cy={12.5} r={2} />
      <Bar x={145} y={10.5} w={7} h={1.2} tone="ink" />
      <Bar x={145} y={13.5} w={5} h={0.9} />
      <Double x={6} y={19} w={148} />
      <Sections cx={80} y={23.5} n={7} />
      <Ticker x={6} y={27.5} w={148} />
      {/* the story beside its rail */}
      <Bar x={6} y={35} w={12} h={1.1} tone="accent" />
      <Bar x={6} y={37.5} w={92} h={3.4} tone="ink" />
      <Bar x={6} y={42} w={64} h={3.4} tone="ink" />
      <Bar x={6} y={47.5} w={28} h={0.9} />
      <Picture x={6} y={50.5} w={98} h={22} />
      <rect className="vx-mini-accent" x={6} y={75} width={4.2} height={4.2} />
      <Lines x={12} y={75.3} w={92} n={2} />
      <Lines x={6} y={80.5} w={98} n={3} />
      <VRule x={110} y={34} h={54} />
      <SectionTitle x={114} y={35} w={40} />
      <ThumbList x={114} y={41} w={40} n={5} />
      {/* latest news and more stories */}
      <Double x={6} y={89.5} w={148} />
      {[0, 1].map((i) => (
        <g key={i}>
          <rect className="vx-mini-accent" x={6} y={93 + i * 3.5} width={2} height={2.2} />
          <Bar x={10} y={93.6 + i * 3.5} w={36} h={1} tone="ink" />
        </g>
      ))}
      {[0, 1, 2].map((i) => (
        <Lines key={i} x={56 + i * 33.5} y={93.2} w={30} n={2} gap={3} h={1} tone="ink" />
      ))}
    </>
  );
}

function WaveDrawing({ theme }: { theme: Theme }) {
  return (
    <>
      <rect className="vx-mini-band" x={0} y={0} width={W} height={15} />
      <Name theme={theme} x={6} y={11.5} w={70} size={10} tone="white" upper />
      <circle className="vx-mini-outline-white" cx={150} cy={7.5} r={3} />
      <rect className="vx-mini-black" x={0} y={15} width={W} height={4.5} />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} className="vx-mini-white" x={6 + i * 13} y={16.8} width={9} height={0.9} />
      ))}
      <Ticker x={6} y={22} w={148} flag="band" />
      <rect className="vx-mini-band" x={6} y={28.5} width={13} height={3} />
      <Bar x={6} y={33} w={146} h={6.5} tone="ink" />
      <Bar x={6} y={41} w={112} h={6.5} tone="ink" />
      <Picture x={0} y={50} w={W} h={20} />
      <Lines x={6} y={73.5} w={100} n={3} />
      <VRule x={111} y={72} h={10} />
      <rect className="vx-mini-wash" x={115} y={73} width={39} height={8.5} />
      <Bar x={118} y={75.5} w={22} h={1} tone="ink" />
      <rect className="vx-mini-band" x={6} y={84} width={148} height={1.6} />
      {/* the dense wall of cards */}
      <Picture x={6} y={87.5} w={46} h={10.5} />
      <rect className="vx-mini-band" x={6} y={98} width={46} height={1} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect className="vx-mini-wash" x={55 + i * 25} y={87.5} width={23} height={10.5} />
          <Picture x={56 + i * 25} y={88.5} w={21} h={5.5} />
          <Bar x={56 + i * 25} y={95.3} w={16} h={1} tone="ink" />
          <rect className="vx-mini-band" x={55 + i * 25} y={98} width={23} height={1} />
        </g>
      ))}
    </>
  );
}

const METRO_LINES = ['#3b82f6', '#ef4444', '#f59e0b', '#10b981'];

function MetroDrawing({ theme }: { theme: Theme }) {
  const right = theme.categorySidebarPosition === 'right';
  const sideX = right ? 120 : 6;
  const railX = right ? 6 : 120;
  return (
    <>
      <rect className="vx-mini-accent" x={0} y={0} width={W} height={3} />
      <circle className="vx-mini-accent" cx={12} cy={11} r={5.2} />
      <text className="vx-mini-roundel" x={12} y={13.3} fontSize={6.5}>
        M
      </text>
      <Name theme={theme} x={21} y={13} w={62} size={8} />
      <Bar x={21} y={15.8} w={36} h={0.9} />
      <circle className="vx-mini-outline" cx={150} cy={11} r={3} />
      <Ticker x={6} y={20} w={148} />
      {/* Metro Lines */}
      <rect className="vx-mini-metro" x={sideX} y={26} width={34} height={70} rx={2.5} />
      <rect className="vx-mini-white" x={sideX + 4} y={30} width={18} height={1.3} />
      {METRO_LINES.map((color, i) => (
        <rect
          key={color}
          x={sideX + 6}
          y={36 + i * 8}
          width={1.8}
          height={8}
          style={{ fill: color }}
        />
      ))}
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <circle
            cx={sideX + 6.9}
            cy={36 + i * 8}
            r={1.8}
            className="vx-mini-station"
            style={{ stroke: METRO_LINES[Math.min(i, 3)] }}
          />
          <rect
            className={i === 0 ? 'vx-mini-yellow' : 'vx-mini-white'}
            x={sideX + 11}
            y={35.5 + i * 8}
            width={i === 0 ? 14 : 18 - i * 2}
            height={1.1}
          />
        </g>
      ))}
      <Lines x={sideX + 4} y={78} w={26} n={4} tone="white-soft" />
      {/* the featured red-framed lead */}
      <rect className="vx-mini-frame-line" x={44} y={26} width={72} height={70} />
      <Picture x={46.5} y={28.5} w={67} h={27} />
      <Badge x={46.5} y={28.5} />
      <Bar x={46.5} y={58.5} w={62} h={3.2} tone="ink" />
      <Bar x={46.5} y={63} w={44} h={3.2} tone="ink" />
      <Bar x={46.5} y={68} w={26} h={0.9} />
      <Lines x={46.5} y={71.5} w={67} n={8} gap={2.7} />
      {/* related column */}
      <SectionTitle x={railX} y={27} w={34} />
      <ThumbList x={railX} y={33} w={34} n={6} step={10} />
    </>
  );
}

function DeskDrawing({ theme }: { theme: Theme }) {
  const col = (148 - 8) / 3;
  const third = 6 + 2 * (col + 4);
  return (
    <>
      <Rule x={6} y={1.8} w={148} h={0.3} tone="accent" />
      <Rule x={6} y={3} w={148} h={0.4} />
      <Name theme={theme} x={80} y={12.5} w={60} size={8.5} anchor="middle" />
      <rect className="vx-mini-accent" x={62} y={14.8} width={14} height={0.9} />
      <Bar x={78} y={14.8} w={20} h={0.9} />
      <Rule x={6} y={17.5} w={148} h={0.4} />
      <Rule x={6} y={18.7} w={148} h={0.3} tone="accent" />
      <Sections cx={76} y={22} n={6} />
      <circle className="vx-mini-outline" cx={150} cy={22.5} r={2.5} />
      <Ticker x={6} y={26.5} w={148} />
      {/* the lead across two of three columns */}
      <rect className="vx-mini-accent" x={6} y={33} width={2 * col + 4} height={0.9} />
      <Bar x={6} y={35.8} w={88} h={3.2} tone="ink" />
      <Bar x={6} y={40.3} w={58} h={3.2} tone="ink" />
      <Bar x={6} y={45.3} w={24} h={0.9} />
      <Picture x={6} y={48} w={2 * col + 4} h={19} />
      <Lines x={6} y={70} w={col} n={9} />
      <VRule x={6 + col + 1.85} y={69.5} h={23} />
      <Lines x={6 + col + 4} y={70} w={col} n={9} />
      {/* section fronts */}
      <SectionTitle x={third} y={33} w={col} />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <Bar x={third} y={39 + i * 18} w={14} h={1.1} tone="accent" />
          <Lines x={third + 2.5} y={42 + i * 18} w={col - 2.5} n={3} gap={3.4} h={1} tone="ink" />
          <Rule x={third} y={53.5 + i * 18} w={col} h={0.3} tone="rule" />
        </g>
      ))}
      <rect className="vx-mini-accent" x={6} y={95.5} width={148} height={0.9} />
    </>
  );
}

function BroadsheetDrawing({ theme }: { theme: Theme }) {
  const cols = 5;
  const gap = 3;
  const col = (148 - gap * (cols - 1)) / cols;
  const cx = (i: number) => 6 + i * (col + gap);
  return (
    <>
      <Bar x={6} y={2.5} w={16} h={1} tone="ink" />
      <Bar x={134} y={2.5} w={20} h={1} tone="ink" />
      <Name theme={theme} x={80} y={13} w={100} size={10} anchor="middle" />
      <rect className="vx-mini-ink" x={6} y={16} width={148} height={0.8} />
      <rect className="vx-mini-ink" x={6} y={17.6} width={148} height={0.35} />
      <Sections cx={76} y={20.5} n={7} tone="ink-soft" />
      <circle className="vx-mini-outline" cx={150} cy={21} r={2.3} />
      <Ticker x={6} y={24.5} w={148} />
      {/* the headline across the page */}
      <Bar x={22} y={31} w={116} h={3.8} tone="ink" />
      <Bar x={40} y={36} w={80} h={3.8} tone="ink" />
      <Bar x={66} y={41.3} w={28} h={0.9} />
      <Rule x={6} y={43.8} w={148} h={0.4} />
      {/* narrow ruled columns */}
      {[1, 2, 3, 4].map((i) => (
        <VRule key={i} x={cx(i) - gap / 2} y={46} h={52} tone="ink" />
      ))}
      <Picture x={6} y={46.5} w={3 * col + 2 * gap} h={17} />
      <rect className="vx-mini-ink" x={6} y={66} width={5} height={5} />
      <Lines x={12.5} y={66} w={col - 6.5} n={2} gap={2.2} h={0.8} />
      <Lines x={6} y={70.4} w={col} n={12} gap={2.2} h={0.8} />
      <Lines x={cx(1)} y={66} w={col} n={14} gap={2.2} h={0.8} />
      <Lines x={cx(2)} y={66} w={col} n={14} gap={2.2} h={0.8} />
      <Bar x={cx(3)} y={47} w={col * 0.7} h={1.2} tone="ink" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect className="vx-mini-accent" x={cx(3)} y={51.5 + i * 11} width={2.2} height={2.6} />
          <Lines
            x={cx(3) + 3.5}
            y={51.8 + i * 11}
            w={col - 3.5}
            n={3}
            gap={2.2}
            h={0.8}
            tone="ink"
          />
        </g>
      ))}
      <Bar x={cx(4)} y={47} w={col * 0.8} h={1.2} tone="ink" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <Picture x={cx(4)} y={51 + i * 12} w={col} h={6} />
          <Bar x={cx(4)} y={58.2 + i * 12} w={col * 0.9} h={0.9} tone="ink" />
        </g>
      ))}
    </>
  );
}

function NoirDrawing({ theme }: { theme: Theme }) {
  const niro = theme.id === 'niro';
  return (
    <>
      <Name theme={theme} x={6} y={13} w={niro ? 58 : 72} size={11} upper={!niro} />
      <Bar x={6} y={15.8} w={38} h={0.9} />
      <circle className="vx-mini-outline" cx={150} cy={10} r={3} />
      <rect
        className={niro ? 'vx-mini-ink' : 'vx-mini-accent'}
        x={6}
        y={18.5}
        width={148}
        height={niro ? 0.4 : 2}
      />
      <Ticker x={6} y={22.5} w={148} flag={niro ? 'ink' : 'frame'} />
      <Sections cx={44} y={28.8} n={6} />
      {/* the featured red-framed lead */}
      <rect
        className={niro ? 'vx-mini-frame-thin' : 'vx-mini-frame-line'}
        x={6}
        y={32.5}
        width={148}
        height={40}
      />
      <Picture x={8.5} y={35} w={82} h={35} />
      <Badge x={8.5} y={35} tone={niro ? 'ink' : 'frame'} />
      <Bar x={95} y={37} w={55} h={4.2} tone="ink" />
      <Bar x={95} y={42.5} w={40} h={4.2} tone="ink" />
      <Bar x={95} y={49} w={24} h={0.9} />
      <Lines x={95} y={52} w={56} n={7} gap={2.6} />
      {/* nine more, then +N more */}
      <Bar x={6} y={77} w={26} h={1.3} tone="ink" />
      <Rule x={6} y={79.5} w={148} h={0.4} tone="rule" />
      {Array.from({ length: 7 }, (_, i) => (
        <g key={i}>
          {i % 3 === 2 ? (
            <rect className="vx-mini-wash" x={6 + i * 18.9} y={82} width={16} height={11} />
          ) : (
            <Picture x={6 + i * 18.9} y={82} w={16} h={11} />
          )}
          <Bar x={6 + i * 18.9} y={95} w={14} h={0.9} tone="ink" />
        </g>
      ))}
      <rect
        className={niro ? 'vx-mini-more-thin' : 'vx-mini-more'}
        x={138.3}
        y={82}
        width={15.7}
        height={11}
      />
      <text
        className={`vx-mini-more-text${niro ? ' vx-mini-more-text--ink' : ''}`}
        x={146.15}
        y={89}
        fontSize={4}
      >
        {MORE_MARK}
      </text>
    </>
  );
}

function NewspaperDrawing({ theme }: { theme: Theme }) {
  return (
    <>
      <Double x={6} y={1.5} w={148} />
      <Bar x={6} y={5} w={14} h={1} />
      <Bar x={62} y={5} w={36} h={1} />
      <Bar x={138} y={5} w={16} h={1} />
      <Rule x={6} y={7.5} w={148} h={0.3} tone="rule" />
      <Name theme={theme} x={80} y={16} w={84} size={8.5} anchor="middle" italic />
      <Double x={6} y={18.7} w={148} />
      <Sections cx={76} y={23.3} n={6} />
      <circle className="vx-mini-outline" cx={150} cy={23.8} r={2.3} />
      <Ticker x={6} y={27} w={148} />
      <VRule x={42} y={33} h={62} />
      <VRule x={118} y={33} h={62} />
      {/* the search box and the side list of three */}
      <rect className="vx-mini-outline" x={6} y={33.5} width={33} height={9} />
      <Bar x={8} y={35} w={14} h={0.9} tone="ink" />
      <rect className="vx-mini-field" x={8} y={37.5} width={29} height={3.3} />
      <SectionTitle x={6} y={46} w={33} />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <Bar x={6} y={51.5 + i * 14} w={28} h={1.3} tone="ink" />
          <Lines x={6} y={54.5 + i * 14} w={33} n={3} gap={2.4} h={0.8} />
          <Rule x={6} y={62.5 + i * 14} w={33} h={0.3} tone="rule" />
        </g>
      ))}
      {/* the story in the middle */}
      <Bar x={50} y={34} w={60} h={3.3} tone="ink" />
      <Bar x={60} y={38.5} w={40} h={3.3} tone="ink" />
      <Double x={46} y={43.5} w={68} />
      <Picture x={46} y={47.5} w={68} h={20} tone="sepia" />
      <Lines x={46} y={70.5} w={68} n={9} />
      {/* the author, related stories and the advertisement */}
      <rect className="vx-mini-wash" x={122} y={33.5} width={32} height={13} />
      <circle className="vx-mini-muted" cx={127.5} cy={38.5} r={3} />
      <Bar x={132.5} y={37} w={18} h={1.1} tone="ink" />
      <Lines x={125} y={43} w={26} n={1} />
      <SectionTitle x={122} y={50} w={32} />
      <ThumbList x={122} y={55.5} w={32} n={3} step={8.5} />
      <rect className="vx-mini-ad" x={122} y={82} width={32} height={13} />
      <Bar x={131} y={85} w={14} h={1.2} tone="ink" />
      <rect className="vx-mini-accent" x={130} y={89.5} width={16} height={3} />
      <Double x={6} y={96.5} w={148} />
    </>
  );
}

const DRAWINGS: Record<ThemeLayout, (props: { theme: Theme }) => ReactNode> = {
  grid: HeraldDrawing,
  wave: WaveDrawing,
  metro: MetroDrawing,
  desk: DeskDrawing,
  broadsheet: BroadsheetDrawing,
  noir: NoirDrawing,
  newspaper: NewspaperDrawing,
};

/**
 * A true miniature of a theme's layout: a schematic drawing of its structure (nameplate, lead,
 * columns, sidebar, lists) in the theme's colours and masthead type, not a screenshot. It
 * follows the site's light and dark modes as the theme's articles do.
 */
export function ThemeMiniature({ themeId, decorative = false, className }: ThemeMiniatureProps) {
  const t = useT();
  const theme = getTheme(themeId);
  if (!theme) return null;
  const Drawing = DRAWINGS[theme.layout];
  const label = layoutLabel(t, theme.layout, theme.name);
  return (
    <svg
      className={['vx-themes-vars vx-mini', className].filter(Boolean).join(' ')}
      style={themeVariables(theme)}
      viewBox={`0 0 ${W} ${H}`}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      focusable="false"
      data-theme={theme.id}
      data-layout={theme.layout}
    >
      <rect className="vx-mini-surface" x={0} y={0} width={W} height={H} />
      <Drawing theme={theme} />
    </svg>
  );
}

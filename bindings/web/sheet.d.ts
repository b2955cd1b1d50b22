// sheet.d.ts — the types of sheet.js, the binding's public module, for editors and
// TypeScript. tests/types.test.mjs checks that every class member and export declared
// here exists in sheet.js and the other way round.

export type WasmSource = string | URL | BufferSource | Response | WebAssembly.Module;

export type SheetState = 'hidden' | 'presenting' | 'resting' | 'dragging' | 'settling' | 'dismissing';
export type EventType = 'willPresent' | 'didPresent' | 'willDismiss' | 'didDismiss' | 'detentChanged'
  | 'dragBegan' | 'dragEnded' | 'contentChanged' | 'transitionCancelled' | 'animatorFailed' | 'eventsDropped'
  | 'dismissRequested';
export type Reason = 'none' | 'programmatic' | 'drag' | 'fling' | 'backdropTap' | 'accessibility' | 'replaced' | 'grabber'
  | 'back';
export type Hit = 'none' | 'sheet' | 'backdrop' | 'passThrough';
export type GestureOwner = 'none' | 'sheet' | 'content' | 'host';
export type Action = 'expand' | 'collapse' | 'dismiss';
export type Failure = 'none' | 'create' | 'status' | 'value' | 'timeout';
export type MotionKind = 'present' | 'dismiss' | 'settle' | 'content';
export type BackdropTap = 'none' | 'dismiss' | 'collapse' | 'detent';
export type ContentInteraction = 'resizes' | 'scrolls';
export type KeyboardBehavior = 'rise' | 'extend' | 'fill';
export type BackBehavior = 'dismiss' | 'collapse' | 'none';
/** The side a sheet is attached to; leading and trailing follow the layout direction. */
export type Edge = 'bottom' | 'top' | 'leading' | 'trailing';
export type LayoutDirection = 'ltr' | 'rtl';
/** Where a sheet narrower than the room across its axis sits; for a side sheet leading is the top. */
export type CrossAlignment = 'center' | 'leading' | 'trailing';
/** What a sheet becomes in a viewport wider than wideThreshold. */
export type WideLayout = 'same' | 'floatingLeading' | 'sideTrailing' | 'centered';
export type Corner = 'topLeft' | 'topRight' | 'bottomRight' | 'bottomLeft';
export type StackMode = 'push' | 'switch' | 'replace';
export type GrabberMode = 'auto' | 'show' | 'hide';
/** A number while it is exact (below 2^53), else a BigInt. */
export type U64 = number | bigint;

export type Detent = { points: number } | { fraction: number } | 'content';

export interface Transition {
  animator?: string;
  params?: Record<string, number>;
}

export interface SheetConfig {
  detents?: Detent[];
  dismissible?: boolean;
  dismissFraction?: number;
  flingVelocity?: number;
  /** 'detent': a tap moves the sheet to backdropTapDetent */
  backdropTap?: BackdropTap;
  largestUndimmedDetent?: number;
  backdropAlpha?: number;
  cornerRadius?: number;
  rubberBand?: number;
  present?: Transition;
  dismiss?: Transition;
  settle?: Transition;
  content?: Transition;
  userTag?: number | bigint;
  dismissHeight?: number;
  touchSlop?: number;
  stack?: StackMode;
  grabber?: GrabberMode;
  grabberHeight?: number;
  /** a dismissal the user asks for is a 'dismissRequested' event; dismiss() answers it */
  confirmDismiss?: boolean;
  /** the detent a backdrop tap moves to, with backdropTap 'detent' */
  backdropTapDetent?: number;
  /** 'scrolls': scrollable content scrolls at every detent; the sheet moves from the grabber band */
  contentInteraction?: ContentInteraction;
  /** the page behind recedes while the sheet is up (Frame.background) */
  scalesBackground?: boolean;
  /** where the sheet goes while a keyboard (Engine.setObstruction) is up: 'rise' with it,
   *  'extend' to the highest detent above it, 'fill' the room above it */
  keyboard?: KeyboardBehavior;
  /** what backCommit does: 'dismiss', 'collapse' one detent (dismiss from the lowest), or
   *  'none' (back calls are refused, so the page hands back on) */
  backBehavior?: BackBehavior;
  /** points: a footer pinned to the sheet's visible bottom (Frame.footerTop) */
  footerHeight?: number;
  /** the side the sheet is attached to and moves along; a side sheet's detents are widths */
  edge?: Edge;
  /** where a sheet narrower than the room across its axis sits */
  crossAlignment?: CrossAlignment;
  /** points: above 0, a floating card that far off its side, every corner rounded */
  edgeInset?: number;
  /** points kept free at both ends across the axis */
  sideInset?: number;
  /** points: the most the sheet spans across its axis (0: as far as the room allows) */
  maxCrossSize?: number;
  /** points: a viewport wider than this takes wideLayout (default 700) */
  wideThreshold?: number;
  /** what the sheet becomes in a wide viewport: 'floatingLeading' a 320-point card at the
   *  leading side, 'sideTrailing' a 256-point side sheet, 'centered' a card at most 640 wide */
  wideLayout?: WideLayout;
}

export interface EngineOptions {
  /** width, height, safe top, safe bottom, in points */
  viewport?: [number, number, number?, number?];
  layoutDirection?: LayoutDirection;
  reduceMotion?: boolean;
  maxMotionDuration?: number;
}

export interface Viewport { width: number; height: number; safeTop: number; safeBottom: number }

/** How to draw the page behind the sheets: scaled about the viewport's top centre, its
 *  top edge then moved down to y = offset, its corners rounded. 1, 0, 0: as it is. */
export interface BackgroundTransform { scale: number; offset: number; cornerRadius: number }

/** A rectangle in viewport points, origin at the top left, y down. */
export interface SheetRect { x: number; y: number; width: number; height: number }

/** The corners Frame.cornerRadius rounds: the free edge's two, or all four of a floating card. */
export interface Corners { topLeft: boolean; topRight: boolean; bottomRight: boolean; bottomLeft: boolean }

export interface Frame {
  state: SheetState;
  detent: number;
  top: number;
  height: number;
  opacity: number;
  scale: number;
  backdropAlpha: number;
  cornerRadius: number;
  progress: number;
  contentOffset: number;
  contentId: U64;
  outgoingContentId: U64;
  contentAlpha: number;
  outgoingContentAlpha: number;
  velocity: number;
  gestureOwner: GestureOwner;
  grabberVisible: boolean;
  overlayAlpha: number;
  scrollExtent: number;
  background: BackgroundTransform;
  /** y of the footer's top edge: on the keyboard or the bottom safe area, whichever is
   *  higher, lower only when less than the footer shows; without a footer, that line */
  footerTop: number;
  /** the whole sheet as drawn, in viewport points: draw it from this, corners and scale
   *  (about the middle of the free edge). top, height, progress and footerTop are along
   *  the sheet's own axis: what a bottom sheet would have in the viewport turned so that
   *  its side is at the bottom */
  rect: SheetRect;
  /** the side it is on now (a wide layout may move it) */
  edge: Edge;
  corners: Corners;
}

export interface SheetEvent {
  type: EventType;
  sheet: Sheet | null;
  sheetId: bigint;
  time: number;
  detent: number;
  fromDetent: number;
  reason: Reason;
  userTag: U64;
  contentId: U64;
  droppedCount: number;
  animator: string | null;
  failure: Failure;
}

export interface Accessibility {
  actions: Action[];
  detent: number;
  detentCount: number;
  value: string;
}

export interface Visual { top: number; opacity: number; backdropAlpha: number; scale: number }

export interface Motion {
  kind: MotionKind;
  from: Visual;
  to: Visual;
  velocity: number;
  viewportHeight: number;
}

export interface Sample {
  top: number;
  opacity?: number;
  backdropAlpha?: number;
  scale?: number;
  velocity?: number;
  finished: boolean;
}

export interface AnimatorInstance {
  sample(elapsed: number): Sample;
  destroy?(): void;
}

export interface ParamSpec { name: string; default: number; min: number; max: number }

export interface AnimatorDefinition {
  params?: ParamSpec[];
  create(motion: Motion, params: Record<string, number>): AnimatorInstance;
  release?(): void;
}

export interface AnimatorInfo { name: string; params: ParamSpec[] }

export interface AnimatorError { animator: string; phase: 'create' | 'sample' | 'destroy' | 'release'; error: unknown }

export class SheetModule {
  static load(source?: WasmSource): Promise<SheetModule>;
  private constructor();
  readonly version: string;
  readonly abiVersion: number;
  readonly liveRegistrations: number;
  /** The module's raw exports: sheet.h's functions, malloc, free, memory. */
  readonly exports: WebAssembly.Exports;
  createEngine(options?: EngineOptions): Engine;
}

export class Engine {
  private constructor();
  readonly module: SheetModule;
  readonly destroyed: boolean;
  readonly viewport: Viewport | null;
  /** as last set; 'ltr' until then */
  readonly layoutDirection: LayoutDirection;
  animatorErrors: AnimatorError[];
  setViewport(width: number, height: number, safeTop?: number, safeBottom?: number): void;
  setLayoutDirection(direction: LayoutDirection): void;
  setObstruction(bottomHeight: number, now: number): void;
  setReduceMotion(enabled: boolean): void;
  setMaxMotionDuration(seconds: number): void;
  tick(now: number): void;
  readonly isAnimating: boolean;
  runUntilIdle(now: number, hz?: number, limit?: number): number;
  pollEvent(): SheetEvent | null;
  drainEvents(): SheetEvent[];
  readonly topSheet: Sheet | null;
  readonly sheets: Sheet[];
  readonly animators: AnimatorInfo[];
  registerAnimator(name: string, definition: AnimatorDefinition): void;
  createSheet(config?: SheetConfig): Sheet;
  destroy(): void;
}

export class Sheet {
  static load(source?: WasmSource, options?: EngineOptions): Promise<Engine>;
  private constructor();
  readonly id: bigint;
  readonly engine: Engine;
  readonly destroyed: boolean;
  present(detent: number, now: number): void;
  dismiss(now: number): void;
  moveToDetent(detent: number, now: number): void;
  update(config: SheetConfig, now: number): void;
  setContent(contentId: number | bigint, height: number, now: number): void;
  setContentHeight(height: number, now: number): void;
  setScrollExtent(scrollableLength: number, now: number): void;
  performAction(action: Action, now: number): void;
  /** the focused field, in content points from the content's top; height 0 clears it */
  setFocus(y: number, height: number, now: number): void;
  clearFocus(now: number): void;
  backBegin(now: number): void;
  /** progress in [0, 1] */
  backProgress(progress: number, now: number): void;
  backCancel(now: number): void;
  backCommit(now: number): void;
  pointerDown(x: number, y: number, t: number): Hit;
  pointerMove(x: number, y: number, t: number): void;
  pointerUp(x: number, y: number, t: number): void;
  pointerCancel(t: number): void;
  frame(into?: Frame): Frame;
  accessibility(): Accessibility;
  destroy(): void;
}

export class SheetError extends Error {
  readonly status: number;
  readonly statusName: string;
  /** The C function that refused, or the binding's method that checked first. */
  readonly call: string;
}
export class InvalidArgument extends SheetError {}
export class InvalidHandle extends SheetError {}
export class InvalidState extends SheetError {}
export class NotFound extends SheetError {}
export class AlreadyExists extends SheetError {}
export class AbiMismatch extends SheetError {}
export class PluginError extends SheetError {}
export class CapacityError extends SheetError {}
export class OutOfMemory extends SheetError {}
export function errorFor(status: number, message: string, call: string): SheetError;

export const ABI_VERSION: number;
export const CONSTANTS: Readonly<Record<string, Readonly<Record<string, number>>>>;
/** The names the binding takes and gives for CONSTANTS's groups, in the order of their values. */
export const NAMES: Readonly<{
  STATE: readonly SheetState[]; EVENT: readonly EventType[]; REASON: readonly Reason[]; HIT: readonly Hit[];
  GESTURE: readonly GestureOwner[]; FAILURE: readonly Failure[]; MOTION: readonly MotionKind[];
  TAP: readonly BackdropTap[]; CONTENT: readonly ContentInteraction[]; KEYBOARD: readonly KeyboardBehavior[];
  BACK: readonly BackBehavior[]; EDGE: readonly Edge[]; DIRECTION: readonly LayoutDirection[];
  ALIGN: readonly CrossAlignment[]; WIDE: readonly WideLayout[]; CORNER: readonly Corner[]; STACK: readonly StackMode[];
  GRABBER: readonly GrabberMode[]; ACTION: readonly Action[];
}>;
export const STRUCTS: Readonly<Record<string, { size: number; align: number; fields: Record<string, [number, string]> }>>;
export function offsetOf(struct: string, field: string): number;
export default Sheet;

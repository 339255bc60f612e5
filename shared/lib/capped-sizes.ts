// `sizes` for an image at most `cap` px wide (an upstream width="300"), so the srcset need not go beyond it.
import { px, type SizeRule } from "./image-sizes.js";

export function cappedSizes(rules: readonly SizeRule[], cap: number): SizeRule[] {
  const out: SizeRule[] = [];
  let from = 0;
  for (const rule of rules) {
    const { vw, px: offset } = rule.width;
    if (vw <= 0) {
      out.push({ maxWidth: rule.maxWidth, width: offset > cap ? px(cap) : rule.width });
    } else {
      const reach = ((cap - offset) * 100) / vw;
      if (reach <= from) out.push({ maxWidth: rule.maxWidth, width: px(cap) });
      else if (rule.maxWidth !== null && reach >= rule.maxWidth) out.push(rule);
      else {
        out.push({ maxWidth: Math.floor(reach), width: rule.width });
        out.push({ maxWidth: rule.maxWidth, width: px(cap) });
      }
    }
    from = rule.maxWidth ?? from;
  }
  // Neighbouring rules of the same fixed width are one rule: the later one's bound covers both.
  return out.filter((rule, i) => {
    const next = out[i + 1];
    return !(next && next.width.vw === 0 && rule.width.vw === 0 && next.width.px === rule.width.px);
  });
}

import sharp from 'sharp';

/** A small deterministic random source, so the same seed gives the same pictures. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function ridge(
  next: () => number,
  base: number,
  roughness: number,
  width: number,
  height: number,
): string {
  const points: string[] = [`0,${height}`];
  const steps = 12;
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * width;
    const y = base + (next() - 0.5) * roughness;
    points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
  }
  points.push(`${width},${height}`);
  return points.join(' ');
}

/**
 * A landscape drawn locally (sky gradient, sun, three mountain ridges, water) and encoded as JPEG: demo
 * content looks like a travel site without downloading anything.
 */
export async function landscapeJpeg(seed: number, width = 1024, height = 640): Promise<Buffer> {
  const next = random(seed);
  const hue = Math.floor(next() * 360);
  const sky = `hsl(${hue}, 70%, 62%)`;
  const horizon = `hsl(${(hue + 40) % 360}, 85%, 78%)`;
  const sunX = 150 + next() * (width - 300);
  const sunY = 120 + next() * 180;
  const ridges = [0.55, 0.66, 0.78].map((level, i) => {
    const fill = `hsl(${(hue + 180 + i * 12) % 360}, ${35 + i * 10}%, ${42 - i * 10}%)`;
    return `<polygon fill="${fill}" points="${ridge(next, height * level, 160 - i * 40, width, height)}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${horizon}"/>
    </linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${(hue + 200) % 360}, 60%, 45%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 210) % 360}, 70%, 25%)"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(50 + next() * 40).toFixed(0)}" fill="hsl(${(hue + 50) % 360}, 100%, 88%)" opacity="0.9"/>
  ${ridges.join('\n  ')}
  <rect y="${(height * 0.86).toFixed(0)}" width="100%" height="${(height * 0.14).toFixed(0)}" fill="url(#sea)"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: false }).toBuffer();
}

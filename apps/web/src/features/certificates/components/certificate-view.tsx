import { forwardRef } from 'react';

export const certificateTexts = {
  title: 'CERTIFICATE OF COMPLETION',
  presentedTo: 'Presented to',
  completing: 'For successfully completing a compliance course on',
  disclaimer: 'This certificate records the completion of a training course. It is not a legal certification or a guarantee of compliance.',
} as const;

type CertificateViewProps = { holderName: string; courseTitle: string; score: number; year: number };

/** The spec's 800x600 certificate drawn in the browser (the sample page); the server draws the real ones. */
export const CertificateView = forwardRef<SVGSVGElement, CertificateViewProps>(function CertificateView(
  { holderName, courseTitle, score, year },
  ref,
) {
  const navy = '#1e2a4a';
  const gold = '#c9a227';
  const grey = '#5b6474';
  return (
    <svg ref={ref} xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" className="h-auto max-w-full" role="img" aria-label={`${certificateTexts.title}: ${holderName}, ${courseTitle}`} fontFamily="DejaVu Sans, Arial, sans-serif">
      <rect width="800" height="600" fill="#ffffff" />
      <rect x="14" y="14" width="772" height="572" fill="none" stroke={navy} strokeWidth="3" />
      <rect x="24" y="24" width="752" height="552" fill="none" stroke={gold} strokeWidth="1" />
      <text x="756" y="62" textAnchor="end" fontSize="18" fontWeight="bold" fill={navy}>Complyra</text>
      <text x="400" y="160" textAnchor="middle" fontSize="30" fontWeight="bold" fontFamily="DejaVu Serif, Georgia, serif" fill={navy}>{certificateTexts.title}</text>
      <line x1="280" y1="178" x2="520" y2="178" stroke={gold} strokeWidth="2" />
      <text x="400" y="215" textAnchor="middle" fontSize="14" fill={grey}>{certificateTexts.presentedTo}</text>
      <text x="400" y="262" textAnchor="middle" fontSize="34" fontWeight="bold" fontFamily="DejaVu Serif, Georgia, serif" fill={navy}>{holderName}</text>
      <line x1="180" y1="274" x2="620" y2="274" stroke={grey} strokeWidth="0.5" />
      <text x="400" y="305" textAnchor="middle" fontSize="13" fill={grey}>{certificateTexts.completing}</text>
      <text x="400" y="338" textAnchor="middle" fontSize="20" fontWeight="bold" fill={navy}>“{courseTitle}”</text>
      <text x="400" y="365" textAnchor="middle" fontSize="11" fill={grey}>Score {score}%</text>
      {([[190, 'Project Manager'], [610, 'Company Director']] as const).map(([x, role]) => (
        <g key={role}>
          <line x1={x - 100} y1="472" x2={x + 100} y2="472" stroke={navy} strokeWidth="1" />
          <text x={x} y="490" textAnchor="middle" fontSize="11" fontWeight="bold" fill={grey}>{role}</text>
        </g>
      ))}
      <circle cx="400" cy="455" r="52" fill={gold} />
      <circle cx="400" cy="455" r="44" fill="none" stroke="#ffffff" strokeWidth="1.5" />
      <text x="400" y="452" textAnchor="middle" fontSize="11" fontWeight="bold" fill="#ffffff">COMPLETION</text>
      <text x="400" y="470" textAnchor="middle" fontSize="14" fontWeight="bold" fill="#ffffff">{year}</text>
      <text x="400" y="556" textAnchor="middle" fontSize="9" fill={grey}>{certificateTexts.disclaimer}</text>
    </svg>
  );
});

/** Draws the SVG on a white canvas at twice the size and saves it as PNG under the given name. */
export async function downloadSvgAsPng(svg: SVGSVGElement, fileName: string, scale = 2) {
  const source = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = 800 * scale;
  canvas.height = 600 * scale;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  const link = document.createElement('a');
  link.download = `${fileName}.png`;
  link.href = canvas.toDataURL('image/png');
  link.click();
}

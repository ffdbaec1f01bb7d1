import type { BoardingPass } from '@can/contracts/checkin';

/** The boarding pass drawn on a canvas (fields and the PDF417 picture) as a PNG download. */
export async function passAsPng(
  pass: BoardingPass,
  barcode: Blob,
  labels: { title: string; fields: [string, string][] },
): Promise<Blob> {
  const picture = await createImageBitmap(barcode);
  const width = 900;
  const columns = 3;
  const rowHeight = 70;
  const fieldRows = Math.ceil(labels.fields.length / columns);
  const barcodeWidth = Math.min(width - 80, picture.width * 2);
  const barcodeHeight = (picture.height / picture.width) * barcodeWidth;
  const height = 120 + fieldRows * rowHeight + barcodeHeight + 60;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#0b2a4a';
  ctx.fillRect(0, 0, width, 80);
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 30px sans-serif';
  ctx.fillText(labels.title, 40, 52);
  labels.fields.forEach(([label, value], index) => {
    const x = 40 + (index % columns) * ((width - 80) / columns);
    const y = 120 + Math.floor(index / columns) * rowHeight;
    ctx.fillStyle = '#5b6675';
    ctx.font = '18px sans-serif';
    ctx.fillText(label, x, y);
    ctx.fillStyle = '#111111';
    ctx.font = 'bold 24px sans-serif';
    ctx.fillText(value, x, y + 30);
  });
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(
    picture,
    (width - barcodeWidth) / 2,
    100 + fieldRows * rowHeight,
    barcodeWidth,
    barcodeHeight,
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('png'))), 'image/png'),
  );
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import { useEffect, useRef, type ImgHTMLAttributes } from "react";

/** An <img> showing a Blob through an object URL that is released when the image goes away or changes. */
export function BlobImage({
  blob,
  alt,
  ...props
}: { blob: Blob; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, "src">) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={ref} alt={alt} {...props} />;
}

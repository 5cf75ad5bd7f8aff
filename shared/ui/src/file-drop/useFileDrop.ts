import { useEffect, useRef, useState, type DragEvent } from 'react';

const carriesFiles = (e: { dataTransfer: DataTransfer | null }) =>
  Array.from(e.dataTransfer?.types ?? []).includes('Files');

/**
 * Drag-and-drop of files onto an area: `dragging` while files are held over it, `onFiles` with the dropped
 * files. A counter rather than a flag: dragleave fires for every child the pointer crosses. While the area is
 * shown, a file dropped beside it is refused, so the browser does not open it instead of the page.
 *
 * A subpath of @dating/ui (`@dating/ui/file-drop`) rather than part of its shared module: it holds no
 * page-wide state, and only the pages with an upload area should carry it.
 */
export function useFileDrop(onFiles: (files: File[]) => void, { disabled = false } = {}) {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);

  useEffect(() => {
    const refuse = (e: globalThis.DragEvent) => {
      if (carriesFiles(e)) e.preventDefault();
    };
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', refuse);
    return () => {
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', refuse);
    };
  }, []);

  const handlers = {
    onDragEnter: (e: DragEvent) => {
      e.preventDefault();
      if (disabled) return;
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (e: DragEvent) => {
      // without this the browser does not let the file be dropped here
      e.preventDefault();
      if (disabled) return;
      e.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      depth.current = 0;
      setDragging(false);
      if (!disabled) onFiles(Array.from(e.dataTransfer.files));
    },
  };
  return { dragging, handlers };
}

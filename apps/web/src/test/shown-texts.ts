/**
 * Records every text added to the page from now on. A toast (antd message) is gone after three seconds;
 * on a busy machine the step that raises it can take longer than that, so a test asks whether the text
 * was shown rather than whether it is on screen when the test gets round to looking.
 */
export function watchShownTexts(root: Node = document.body): { texts: () => string; stop: () => void } {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') seen.push(record.target.textContent ?? '');
      for (const node of record.addedNodes) seen.push(node.textContent ?? '');
    }
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return { texts: () => seen.join('\n'), stop: () => observer.disconnect() };
}

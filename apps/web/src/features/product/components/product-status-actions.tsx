import { Button, Flex } from 'antd';
import { MOVES, useStatusMoves, type MoveTarget } from './use-status-moves';

/** The update form's header: only the moves the status allows, none for a master session. */
export function ProductStatusActions(props: MoveTarget) {
  const moves = useStatusMoves(props);
  const shown = MOVES.filter(moves.allowed);
  if (shown.length === 0) return null;
  return (
    <Flex gap={8} wrap data-testid="product-status-actions">
      {shown.map((a) => (
        <Button key={a} danger={a === 'suspend'} onClick={() => moves.ask(a)} loading={moves.pending(a)} data-testid={`product-status-${a}`}>
          {moves.label(a)}
        </Button>
      ))}
    </Flex>
  );
}

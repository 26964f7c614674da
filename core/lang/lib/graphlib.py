"""graphlib (CPython 3.11's): TopologicalSorter (add, prepare, is_active, __bool__, get_ready,
done, static_order) and CycleError. Nodes come out in the order CPython gives: the ready ones
in the order they were first added, each node's successors in the order the edges were added."""

__all__ = ["TopologicalSorter", "CycleError"]

_NODE_OUT = -1
_NODE_DONE = -2


class CycleError(ValueError):
    """Raised by prepare() when the graph has a cycle; args[1] is one cycle, its first node
    repeated at the end."""


class _Node:
    __slots__ = ("node", "npredecessors", "successors")

    def __init__(self, node):
        self.node = node
        self.npredecessors = 0
        self.successors = []


class TopologicalSorter:
    def __init__(self, graph=None):
        self._nodes = {}
        self._ready = None
        self._npassedout = 0
        self._nfinished = 0
        if graph is not None:
            for node, preds in graph.items():
                self.add(node, *preds)

    def _info(self, node):
        info = self._nodes.get(node)
        if info is None:
            info = self._nodes[node] = _Node(node)
        return info

    def add(self, node, *predecessors):
        if self._ready is not None:
            raise ValueError("Nodes cannot be added after a call to prepare()")
        info = self._info(node)
        info.npredecessors += len(predecessors)
        for pred in predecessors:
            self._info(pred).successors.append(node)

    def prepare(self):
        if self._ready is not None:
            raise ValueError("cannot prepare() more than once")
        self._ready = [i.node for i in self._nodes.values() if i.npredecessors == 0]
        cycle = self._find_cycle()
        if cycle:
            raise CycleError("nodes are in a cycle", cycle)

    def get_ready(self):
        if self._ready is None:
            raise ValueError("prepare() must be called first")
        result = tuple(self._ready)
        for node in result:
            self._nodes[node].npredecessors = _NODE_OUT
        self._ready.clear()
        self._npassedout += len(result)
        return result

    def is_active(self):
        if self._ready is None:
            raise ValueError("prepare() must be called first")
        return self._nfinished < self._npassedout or bool(self._ready)

    def __bool__(self):
        return self.is_active()

    def done(self, *nodes):
        if self._ready is None:
            raise ValueError("prepare() must be called first")
        for node in nodes:
            info = self._nodes.get(node)
            if info is None:
                raise ValueError(f"node {node!r} was not added using add()")
            state = info.npredecessors
            if state != _NODE_OUT:
                if state >= 0:
                    raise ValueError(f"node {node!r} was not passed out (still not ready)")
                if state == _NODE_DONE:
                    raise ValueError(f"node {node!r} was already marked done")
                raise AssertionError(f"node {node!r}: unknown status {state}")
            info.npredecessors = _NODE_DONE
            for succ in info.successors:
                sinfo = self._nodes[succ]
                sinfo.npredecessors -= 1
                if sinfo.npredecessors == 0:
                    self._ready.append(succ)
            self._nfinished += 1

    def _find_cycle(self):
        # Depth-first over the successor lists from each node in insertion order; the first
        # edge back to a node on the current path closes the cycle reported.
        visited = set()
        for start in self._nodes:
            if start in visited:
                continue
            path = [start]
            on_path = {start: 0}
            iters = [iter(self._nodes[start].successors)]
            visited.add(start)
            while iters:
                nxt = next(iters[-1], _end)
                if nxt is _end:
                    iters.pop()
                    del on_path[path.pop()]
                    continue
                if nxt in on_path:
                    return path[on_path[nxt]:] + [nxt]
                if nxt in visited:
                    continue
                visited.add(nxt)
                on_path[nxt] = len(path)
                path.append(nxt)
                iters.append(iter(self._nodes[nxt].successors))
        return None

    def static_order(self):
        self.prepare()
        while self.is_active():
            group = self.get_ready()
            yield from group
            self.done(*group)

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


_end = object()

"""heapq's merge, nsmallest and nlargest, CPython's algorithms (lazily loaded): each compares
the items CPython's does in the order it does, so items without a total order (NaN, sets)
and comparisons with side effects come out as they do there."""

from heapq import heapify, heappop, heapreplace, _heapify_max, _heappop_max, _heapreplace_max


def merge(*iterables, key=None, reverse=False):
    h = []
    if reverse:
        _heapify, _heappop, _heapreplace, direction = (_heapify_max, _heappop_max,
                                                       _heapreplace_max, -1)
    else:
        _heapify, _heappop, _heapreplace, direction = heapify, heappop, heapreplace, 1
    for order, it in enumerate(map(iter, iterables)):
        nxt = it.__next__
        try:
            value = nxt()
        except StopIteration:
            continue
        # [sort key, tie-break by input, value, the input's iterator]
        h.append([value if key is None else key(value), order * direction, value, it])
    _heapify(h)
    while len(h) > 1:
        try:
            while True:
                s = h[0]
                yield s[2]
                s[2] = value = next(s[3])
                s[0] = value if key is None else key(value)
                _heapreplace(h, s)
        except StopIteration:
            _heappop(h)
    if h:
        yield h[0][2]
        yield from h[0][3]


def _select(n, iterable, key, largest):
    sentinel = object()
    if n == 1:
        result = (max if largest else min)(iter(iterable), default=sentinel, key=key)
        return [] if result is sentinel else [result]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key, reverse=largest)[:n]
    it = iter(iterable)
    # (sort key, position, item): the position breaks ties as sorted()'s stability would; for
    # nlargest it counts down, so that earlier items rank higher.
    step = -1 if largest else 1
    result = [(elem if key is None else key(elem), i, elem)
              for i, elem in zip(range(0, step * n, step), it)]
    if not result:
        return result
    (heapify if largest else _heapify_max)(result)
    replace = heapreplace if largest else _heapreplace_max
    top = result[0][0]
    order = step * n
    for elem in it:
        k = elem if key is None else key(elem)
        if (top < k) if largest else (k < top):
            replace(result, (k, order, elem))
            top = result[0][0]
            order += step
    result.sort(reverse=largest)
    return [r[2] for r in result]

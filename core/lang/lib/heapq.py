"""Heap queue (priority queue) algorithms over plain lists (CPython's heapq).

The heap is a list with heap[k] <= heap[2*k+1] and heap[k] <= heap[2*k+2]; items compare with
`<` only, and the sift steps are CPython's, so a heap holds its items in the same order.
"""

__all__ = ["heappush", "heappop", "heapify", "heapreplace", "merge", "nlargest", "nsmallest",
           "heappushpop"]


def _check_list(heap, fname):
    if not isinstance(heap, list):
        raise TypeError("%s() argument 1 must be list, not %s" % (fname, type(heap).__name__))


def _sift_down(heap, start, pos):
    # Move heap[pos] up towards start while it is smaller than its parent.
    item = heap[pos]
    while pos > start:
        parent = (pos - 1) >> 1
        p = heap[parent]
        if item < p:
            heap[pos] = p
            pos = parent
        else:
            break
    heap[pos] = item


def _sift_up(heap, pos):
    # Let the smaller child rise until heap[pos]'s item reaches a leaf, then sift it back down.
    end = len(heap)
    start = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[child] < heap[right]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _sift_down(heap, start, pos)


def heappush(heap, item):
    """Push item onto heap, keeping the heap invariant."""
    _check_list(heap, "heappush")
    heap.append(item)
    _sift_down(heap, 0, len(heap) - 1)


def heappop(heap):
    """Pop the smallest item off the heap, keeping the heap invariant."""
    _check_list(heap, "heappop")
    if not heap:
        raise IndexError("index out of range")
    last = heap.pop()
    if heap:
        top = heap[0]
        heap[0] = last
        _sift_up(heap, 0)
        return top
    return last


def heapreplace(heap, item):
    """Pop the smallest item, then push item (the heap size is unchanged)."""
    _check_list(heap, "heapreplace")
    if not heap:
        raise IndexError("index out of range")
    top = heap[0]
    heap[0] = item
    _sift_up(heap, 0)
    return top


def heappushpop(heap, item):
    """Push item, then pop the smallest item; faster than heappush then heappop."""
    _check_list(heap, "heappushpop")
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        _sift_up(heap, 0)
    return item


def heapify(x):
    """Turn list x into a heap, in place, in linear time."""
    if not isinstance(x, list):
        raise TypeError("heapify() argument must be list, not %s" % type(x).__name__)
    for i in range(len(x) // 2 - 1, -1, -1):
        _sift_up(x, i)


def merge(*iterables, key=None, reverse=False):
    """Merge sorted inputs into one sorted iterator (lazily); equal items keep input order."""
    from _heapq_select import merge
    return merge(*iterables, key=key, reverse=reverse)


def nsmallest(n, iterable, key=None):
    """The n smallest items: sorted(iterable, key=key)[:n]."""
    from _heapq_select import _select
    return _select(n, iterable, key, False)


def nlargest(n, iterable, key=None):
    """The n largest items: sorted(iterable, key=key, reverse=True)[:n]."""
    from _heapq_select import _select
    return _select(n, iterable, key, True)


# The max-heap helpers CPython keeps private (heapq._heapify_max and friends).

def _siftdown_max(heap, startpos, pos):
    item = heap[pos]
    while pos > startpos:
        parent = (pos - 1) >> 1
        p = heap[parent]
        if p < item:
            heap[pos] = p
            pos = parent
        else:
            break
    heap[pos] = item


def _siftup_max(heap, pos):
    end = len(heap)
    start = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[right] < heap[child]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _siftdown_max(heap, start, pos)


def _heapify_max(x):
    """Turn list x into a max-heap, in place."""
    if not isinstance(x, list):
        raise TypeError("_heapify_max() argument must be list, not %s" % type(x).__name__)
    for i in range(len(x) // 2 - 1, -1, -1):
        _siftup_max(x, i)


def _heappop_max(heap):
    """Pop the largest item off a max-heap."""
    _check_list(heap, "_heappop_max")
    if not heap:
        raise IndexError("index out of range")
    last = heap.pop()
    if heap:
        top = heap[0]
        heap[0] = last
        _siftup_max(heap, 0)
        return top
    return last


def _heapreplace_max(heap, item):
    """Pop the largest item of a max-heap, then push item."""
    _check_list(heap, "_heapreplace_max")
    if not heap:
        raise IndexError("index out of range")
    top = heap[0]
    heap[0] = item
    _siftup_max(heap, 0)
    return top

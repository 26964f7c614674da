from itertools import *
from collections import deque
import operator, functools
def take(n, iterable): return list(islice(iterable, n))
def tabulate(f, start=0): return map(f, count(start))
def consume(it, n=None):
    if n is None: deque(it, maxlen=0)
    else: next(islice(it, n, n), None)
def nth(it, n, default=None): return next(islice(it, n, None), default)
def all_equal(it): g = groupby(it); return next(g, True) and not next(g, False)
def quantify(it, pred=bool): return sum(map(pred, it))
def ncycles(it, n): return chain.from_iterable(repeat(tuple(it), n))
def flatten(ll): return chain.from_iterable(ll)
def sliding_window(iterable, n):
    it = iter(iterable); window = deque(islice(it, n - 1), maxlen=n)
    for x in it:
        window.append(x); yield tuple(window)
def grouper(iterable, n, *, incomplete='fill', fillvalue=None):
    args = [iter(iterable)] * n
    if incomplete == 'fill': return zip_longest(*args, fillvalue=fillvalue)
    if incomplete == 'strict': return zip(*args, strict=True)
    if incomplete == 'ignore': return zip(*args)
def roundrobin(*iterables):
    num_active = len(iterables); nexts = cycle(iter(it).__next__ for it in iterables)
    while num_active:
        try:
            for nxt in nexts: yield nxt()
        except StopIteration:
            num_active -= 1; nexts = cycle(islice(nexts, num_active))
def partition(pred, iterable):
    t1, t2 = tee(iterable); return filterfalse(pred, t1), filter(pred, t2)
def powerset(iterable):
    s = list(iterable); return chain.from_iterable(combinations(s, r) for r in range(len(s) + 1))
def unique_everseen(iterable, key=None):
    seen = set()
    for e in iterable:
        k = e if key is None else key(e)
        if k not in seen: seen.add(k); yield e
def unique_justseen(iterable, key=None): return map(next, map(operator.itemgetter(1), groupby(iterable, key)))
def iter_except(func, exception, first=None):
    try:
        if first is not None: yield first()
        while True: yield func()
    except exception: pass
def first_true(iterable, default=False, pred=None): return next(filter(pred, iterable), default)
def random_product_det(*args, repeat=1): return [tuple(p) for p in product(*args, repeat=repeat)][-1]
def triplewise(iterable):
    for (a, _), (b, c) in pairwise(pairwise(iterable)): yield a, b, c
def sieve(n):
    data = bytearray((0, 1)) * (n // 2); data[:3] = 0, 0, 0
    for p in range(3, int(n ** 0.5) + 1, 2):
        if data[p]: data[p * p:n:p + p] = bytes(len(range(p * p, n, p + p)))
    yield 2; yield from compress(count(), data) if False else (i for i, v in enumerate(data) if v)
def polynomial_eval(coefficients, x):
    n = len(coefficients)
    if n == 0: return x * 0
    powers = map(pow, repeat(x), reversed(range(n)))
    return sum(map(operator.mul, coefficients, powers))
def convolve(signal, kernel):
    kernel = tuple(kernel)[::-1]; n = len(kernel)
    padded = chain(repeat(0, n - 1), signal, repeat(0, n - 1))
    for window in sliding_window(padded, n): yield sum(map(operator.mul, kernel, window))
def subslices(seq):
    slices = starmap(slice, combinations(range(len(seq) + 1), 2)); return map(operator.getitem, repeat(seq), slices)
def before_and_after(predicate, it):
    it = iter(it); transition = []
    def true_iterator():
        for elem in it:
            if predicate(elem): yield elem
            else: transition.append(elem); return
    def remainder_iterator():
        yield from transition; yield from it
    return true_iterator(), remainder_iterator()
print(take(3, tabulate(lambda x: x * x, 2)), nth('abcde', 2), nth('ab', 5, 'z'), all_equal('aaa'), all_equal('aab'), all_equal(''), quantify([1, 0, 2, None]))
it = iter(range(10)); consume(it, 3); print(next(it)); consume(it); print(next(it, 'done'))
print(list(ncycles('ab', 3)), list(flatten([[1, 2], [3]])), list(sliding_window('abcde', 3)), list(grouper('abcdefg', 3, fillvalue='x')), list(grouper('abcdefg', 3, incomplete='ignore')))
try:
    list(grouper('abcdefg', 3, incomplete='strict'))
except ValueError as e:
    print('ValueError', e)
print(list(roundrobin('ABC', 'D', 'EF')), [list(x) for x in partition(lambda x: x % 2, range(8))], list(powerset([1, 2, 3])))
print(list(unique_everseen('AAAABBBCCDAABBB')), list(unique_everseen('ABBcCAD', str.lower)), list(unique_justseen('AAAABBBCCDAABBB')), list(unique_justseen('ABBcCAD', str.lower)))
d = {'a': 1, 'b': 2}; print(list(iter_except(d.popitem, KeyError)), first_true([0, '', 3, 4]), first_true([], 'none'), first_true([1, 2, 3], pred=lambda x: x > 1))
print(random_product_det('ab', range(2), repeat=2), list(triplewise('ABCDEFG')), list(sieve(50)), polynomial_eval([1, -4, -17, 60], 2.5), list(convolve([1, 2, 3], [1, 1])))
print(list(subslices('ABC')), functools.reduce(operator.add, map(str, range(5))))
a, b = before_and_after(str.isupper, 'ABCdEfGhI'); print(''.join(a), ''.join(b))

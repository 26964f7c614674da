import collections
import functools
import math
import operator
import random
from itertools import *

def take(n, iterable):
    return list(islice(iterable, n))

def prepend(value, iterable):
    return chain([value], iterable)

def tabulate(function, start=0):
    return map(function, count(start))

def tail(n, iterable):
    return iter(collections.deque(iterable, maxlen=n))

def consume(iterator, n=None):
    if n is None:
        collections.deque(iterator, maxlen=0)
    else:
        next(islice(iterator, n, n), None)

def nth(iterable, n, default=None):
    return next(islice(iterable, n, None), default)

def all_equal(iterable):
    g = groupby(iterable)
    return next(g, True) and not next(g, False)

def quantify(iterable, pred=bool):
    return sum(map(pred, iterable))

def ncycles(iterable, n):
    return chain.from_iterable(repeat(tuple(iterable), n))

def sumprod(vec1, vec2):
    return sum(starmap(operator.mul, zip(vec1, vec2, strict=True)))

def sum_of_squares(it):
    return sumprod(*tee(it))

def transpose(it):
    return zip(*it, strict=True)

def matmul(m1, m2):
    return batched(starmap(sumprod, product(m1, transpose(m2))), len(m2[0]))

def batched(iterable, n):
    it = iter(iterable)
    while batch := tuple(islice(it, n)):
        yield batch

def convolve(signal, kernel):
    kernel = tuple(kernel)[::-1]
    n = len(kernel)
    padded_signal = chain(repeat(0, n-1), signal, repeat(0, n-1))
    for window in sliding_window(padded_signal, n):
        yield sumprod(kernel, window)

def polynomial_from_roots(roots):
    factors = zip(repeat(1), map(operator.neg, roots))
    return list(functools.reduce(convolve, factors, [1]))

def polynomial_eval(coefficients, x):
    n = len(coefficients)
    if n == 0:
        return x * 0
    powers = map(pow, repeat(x), reversed(range(n)))
    return sumprod(coefficients, powers)

def iter_index(iterable, value, start=0):
    try:
        seq_index = iterable.index
    except AttributeError:
        it = islice(iterable, start, None)
        i = start - 1
        try:
            while True:
                yield (i := i + operator.indexOf(it, value) + 1)
        except ValueError:
            pass
    else:
        i = start - 1
        try:
            while True:
                yield (i := seq_index(value, i+1))
        except ValueError:
            pass

def sieve(n):
    data = bytearray((0, 1)) * (n // 2)
    data[:3] = 0, 0, 0
    limit = math.isqrt(n) + 1
    for p in compress(range(limit), data):
        data[p*p : n : p+p] = bytes(len(range(p*p, n, p+p)))
    data[2] = 1
    return iter_index(data, 1) if n > 2 else iter([])

def factor(n):
    for prime in sieve(math.isqrt(n) + 1):
        while not n % prime:
            yield prime
            n //= prime
            if n == 1:
                return
    if n > 1:
        yield n

def flatten(list_of_lists):
    return chain.from_iterable(list_of_lists)

def repeatfunc(func, times=None, *args):
    if times is None:
        return starmap(func, repeat(args))
    return starmap(func, repeat(args, times))

def grouper(iterable, n, *, incomplete='fill', fillvalue=None):
    args = [iter(iterable)] * n
    if incomplete == 'fill':
        return zip_longest(*args, fillvalue=fillvalue)
    if incomplete == 'strict':
        return zip(*args, strict=True)
    if incomplete == 'ignore':
        return zip(*args)
    else:
        raise ValueError('Expected fill, strict, or ignore')

def triplewise(iterable):
    for (a, _), (b, c) in pairwise(pairwise(iterable)):
        yield a, b, c

def sliding_window(iterable, n):
    it = iter(iterable)
    window = collections.deque(islice(it, n), maxlen=n)
    if len(window) == n:
        yield tuple(window)
    for x in it:
        window.append(x)
        yield tuple(window)

def roundrobin(*iterables):
    num_active = len(iterables)
    nexts = cycle(iter(it).__next__ for it in iterables)
    while num_active:
        try:
            for next in nexts:
                yield next()
        except StopIteration:
            num_active -= 1
            nexts = cycle(islice(nexts, num_active))

def partition(pred, iterable):
    t1, t2 = tee(iterable)
    return filterfalse(pred, t1), filter(pred, t2)

def before_and_after(predicate, it):
    it = iter(it)
    transition = []
    def true_iterator():
        for elem in it:
            if predicate(elem):
                yield elem
            else:
                transition.append(elem)
                return
    def remainder_iterator():
        yield from transition
        yield from it
    return true_iterator(), remainder_iterator()

def subslices(seq):
    slices = starmap(slice, combinations(range(len(seq) + 1), 2))
    return map(operator.getitem, repeat(seq), slices)

def powerset(iterable):
    s = list(iterable)
    return chain.from_iterable(combinations(s, r) for r in range(len(s)+1))

def unique_everseen(iterable, key=None):
    seen = set()
    seen_add = seen.add
    if key is None:
        for element in filterfalse(seen.__contains__, iterable):
            seen_add(element)
            yield element
    else:
        for element in iterable:
            k = key(element)
            if k not in seen:
                seen_add(k)
                yield element

def unique_justseen(iterable, key=None):
    return map(next, map(operator.itemgetter(1), groupby(iterable, key)))

def iter_except(func, exception, first=None):
    try:
        if first is not None:
            yield first()
        while True:
            yield func()
    except exception:
        pass

def first_true(iterable, default=False, pred=None):
    return next(filter(pred, iterable), default)

def nth_combination(iterable, r, index):
    pool = tuple(iterable)
    n = len(pool)
    c = math.comb(n, r)
    if index < 0:
        index += c
    if index < 0 or index >= c:
        raise IndexError
    result = []
    while r:
        c, n, r = c*r//n, n-1, r-1
        while index >= c:
            index -= c
            c, n = c*(n-r)//n, n-1
        result.append(pool[-1-n])
    return tuple(result)

print(take(3, prepend(0, count(5))))
print(take(4, tabulate(lambda x: x * x)))
print(list(tail(3, 'ABCDEFG')))
i = iter(range(10)); consume(i, 3); print(next(i))
print(nth('abcde', 2), nth('ab', 5, 'zz'))
print(all_equal('aaa'), all_equal('aab'), all_equal(''))
print(quantify([1, 0, 3, None, 5]))
print(list(ncycles('ab', 3)))
print(sumprod([1, 2, 3], [4, 5, 6]), sum_of_squares([10, 20, 30]))
print(list(transpose([(1, 2, 3), (11, 22, 33)])))
print(list(matmul([(7, 5), (3, 5)], [(2, 5), (7, 9)])))
print(list(convolve([1, -1, -20], [1, -3])))
print(polynomial_from_roots([5, -4, 3]))
print(polynomial_eval([1, -4, -17, 60], 2.5))
print(list(iter_index('AABCADEAF', 'A')), list(iter_index(iter('AABCADEAF'), 'A', 1)))
print(list(sieve(60)))
print(list(factor(360)), list(factor(97)), list(factor(1)))
print(list(flatten([[1, 2], [3], []])))
random.seed(3)
print(list(repeatfunc(random.random, 2)))
print(list(grouper('ABCDEFG', 3, fillvalue='x')))
print(list(grouper('ABCDEFG', 3, incomplete='ignore')))
try:
    list(grouper('ABCDEFG', 3, incomplete='strict'))
except ValueError as e:
    print('ValueError', e)
print(list(triplewise('ABCDEFG')))
print(list(sliding_window('ABCDEFG', 4)))
print(list(roundrobin('ABC', 'D', 'EF')))
evens, odds = partition(lambda x: x % 2, range(10))
print(list(evens), list(odds))
a, b = before_and_after(str.isupper, 'ABCdEfGhI')
print(''.join(a), ''.join(b))
print(list(subslices('ABCD')))
print(list(powerset([1, 2, 3])))
print(list(unique_everseen('AAAABBBCCDAABBB')), list(unique_everseen('ABBcCAD', str.casefold)))
print(list(unique_justseen('AAAABBBCCDAABBB')), list(unique_justseen('ABBcCAD', str.casefold)))
d = {1: 'a', 2: 'b'}
print(list(iter_except(d.popitem, KeyError)))
print(first_true([0, None, 7, 9]), first_true([], 'none'), first_true(range(10), pred=lambda x: x > 4))
print(nth_combination(range(10), 3, 50), nth_combination('abcdef', 2, -1))

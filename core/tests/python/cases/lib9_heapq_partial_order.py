import heapq
nan = float('nan')
data = [3, nan, 1, 5, nan, 0, 2, 4]
print(heapq.nsmallest(3, data), heapq.nlargest(3, data), heapq.nsmallest(1, data), heapq.nlargest(1, data), heapq.nsmallest(8, data))
sets = [{1, 2}, {3}, {1}, {2, 3, 4}, {5}]
print(heapq.nsmallest(2, sets), heapq.nlargest(2, sets), heapq.nsmallest(2, sets, key=len), heapq.nlargest(3, sets, key=len))
print(list(heapq.merge([nan, 1], [0, nan])), list(heapq.merge([{1}, {2}], [{1, 2}])))
print(heapq.nsmallest(3, [(1, 'b'), (1, 'a'), (0, 'z'), (1, 'a')], key=lambda t: t[0]), heapq.nlargest(3, [(1, 'b'), (1, 'a'), (0, 'z'), (1, 'c')], key=lambda t: t[0]))
print(heapq.nlargest(2, [1, 2, 2.0, 2, 1]), heapq.nsmallest(2, [2, 1.0, 1, True]), [type(x).__name__ for x in heapq.nlargest(3, [1, True, 1.0, 0])])
class Cmp:
    def __init__(self, v): self.v = v
    def __lt__(self, o): print('lt', self.v, o.v); return self.v < o.v
    def __eq__(self, o): print('eq', self.v, o.v); return self.v == o.v
    def __repr__(self): return f'C{self.v}'
print(heapq.nsmallest(2, [Cmp(4), Cmp(2), Cmp(9), Cmp(1)]))
print(heapq.nlargest(2, [Cmp(4), Cmp(2), Cmp(9), Cmp(1)]))
print(heapq.nsmallest(1, [Cmp(4), Cmp(2)]), heapq.nlargest(1, iter([Cmp(4), Cmp(2)])), heapq.nsmallest(5, [Cmp(3), Cmp(1)]))
print(list(heapq.merge([Cmp(1), Cmp(4)], [Cmp(2)], [Cmp(1)])))
print(list(heapq.merge([Cmp(4), Cmp(1)], [Cmp(2)], reverse=True)))
print(list(heapq.merge(['a', 'ccc'], ['bb', 'dddd'], key=len)), list(heapq.merge([5, 3], [4, 4, 0], key=lambda x: -x)), list(heapq.merge([], [1], [])))
print(heapq.nsmallest(3, iter([5, 1, 4, 1, 5, 9, 2, 6]), key=lambda x: x % 3), heapq.nlargest(3, iter([5, 1, 4, 1, 5, 9, 2, 6]), key=lambda x: x % 3), heapq.nsmallest(0, iter([1])), heapq.nlargest(-1, [1, 2]))
m = heapq.merge([1], 5)
try:
    list(m)
except TypeError as e:
    print('TypeError', e)

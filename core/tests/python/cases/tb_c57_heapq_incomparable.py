import heapq

queue = []
heapq.heappush(queue, (1, "a"))
heapq.heappush(queue, (1, "b"))
print(heapq.heappop(queue))
heapq.heappush(queue, (2, {"task": 1}))
heapq.heappush(queue, (2, {"task": 2}))
while queue:
    print(heapq.heappop(queue))

def find_pair(nums, target):
    for i, a in enumerate(nums):
        for b in nums[i + 1:]:
            if a + b == target:
                break
        else:
            continue
        return a, b
    return None
print(find_pair([1, 4, 6, 9], 10), find_pair([1, 2], 10))

def search(items, goal):
    for x in items:
        if x == goal:
            print("found", x)
            break
    else:
        print("not found", goal)
search([1, 2, 3], 2); search([1, 2, 3], 5); search([], 1)

def retry_loop():
    log = []
    for attempt in range(5):
        try:
            if attempt < 2:
                raise ConnectionError(f"try {attempt}")
            if attempt == 2:
                continue
            log.append(f"ok {attempt}")
            break
        except ConnectionError as e:
            log.append(str(e))
        finally:
            log.append(f"finally {attempt}")
    return log
print(retry_loop())

def finally_override():
    for i in range(3):
        try:
            return i
        finally:
            if i == 0:
                continue
    return "end"
print(finally_override())

def finally_break():
    while True:
        try:
            raise ValueError("lost")
        finally:
            break
    return "swallowed"
print(finally_break())

n = 0
while n < 10:
    n += 1
    if n % 2:
        continue
    if n > 6:
        break
    print("even", n)
else:
    print("while-else not printed")
count = 0
while count < 3:
    count += 1
else:
    print("while-else after", count)
primes = [n for n in range(2, 40) if all(n % d for d in range(2, int(n ** 0.5) + 1))]
print(primes)
collatz = lambda n: 0 if n == 1 else 1 + collatz(n // 2 if n % 2 == 0 else 3 * n + 1)
print(max(range(1, 30), key=collatz), collatz(27))
i = 0
for i in range(0):
    pass
print("loop var unchanged:", i)
for i, ch in enumerate("abc"):
    pass
print(i, ch)
nested = [[1, 2], [3, 4], [5]]
flat = [x for row in nested for x in row if x != 3]
print(flat, sum(x for row in nested for x in row))

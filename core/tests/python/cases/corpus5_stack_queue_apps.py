from collections import deque
def balanced(s):
    pairs = {")": "(", "]": "[", "}": "{"}
    st = []
    for i, ch in enumerate(s):
        if ch in "([{":
            st.append((ch, i))
        elif ch in pairs:
            if not st or st[-1][0] != pairs[ch]:
                return f"mismatch at {i}"
            st.pop()
    return "ok" if not st else f"unclosed {st[-1][0]} at {st[-1][1]}"
for s in ["([]{})", "([)]", "((", "", "a(b)c]", "{[()()]}"]:
    print(repr(s), balanced(s))
def rpn(expr):
    st = []
    for tok in expr.split():
        if tok in "+-*/":
            b, a = st.pop(), st.pop()
            if tok == "/":
                st.append(int(a / b))
            else:
                st.append({"+": a + b, "-": a - b, "*": a * b}[tok])
        else:
            st.append(int(tok))
    return st.pop()
print(rpn("2 1 + 3 *"), rpn("4 13 5 / +"), rpn("10 6 9 3 + -11 * / * 17 + 5 +"))
def next_greater(xs):
    res = [-1] * len(xs)
    st = []
    for i, x in enumerate(xs):
        while st and xs[st[-1]] < x:
            res[st.pop()] = x
        st.append(i)
    return res
print(next_greater([2, 7, 3, 5, 4, 6, 8]), next_greater([5, 4, 3]))
def daily_temps(t):
    ans, st = [0] * len(t), []
    for i, v in enumerate(t):
        while st and t[st[-1]] < v:
            j = st.pop()
            ans[j] = i - j
        st.append(i)
    return ans
print(daily_temps([73, 74, 75, 71, 69, 72, 76, 73]))
def hot_potato(names, k):
    q = deque(names)
    out = []
    while len(q) > 1:
        q.rotate(-(k - 1))
        out.append(q.popleft())
    return out, q[0]
print(hot_potato(["Bill", "David", "Susan", "Jane", "Kent", "Brad"], 7))
class Printer:
    def __init__(self, ppm):
        self.ppm = ppm
        self.job = None
        self.left = 0
    def tick(self):
        if self.job:
            self.left -= 1
            if self.left <= 0:
                done, self.job = self.job, None
                return done
    def start(self, job):
        self.job = job
        self.left = job[1] * 60 // self.ppm
jobs = deque([("a", 5, 0), ("b", 2, 10), ("c", 10, 30), ("d", 1, 31)])
p = Printer(10)
waiting = deque()
sec = 0
while jobs or waiting or p.job:
    while jobs and jobs[0][2] <= sec:
        waiting.append(jobs.popleft())
    finished = p.tick()
    if finished:
        print(f"t={sec:>3} finished {finished[0]}")
    if not p.job and waiting:
        j = waiting.popleft()
        print(f"t={sec:>3} start {j[0]} waited {sec - j[2]}")
        p.start(j)
    sec += 1
print("total", sec)
def simplify_path(p):
    st = []
    for part in p.split("/"):
        if part == "..":
            if st:
                st.pop()
        elif part and part != ".":
            st.append(part)
    return "/" + "/".join(st)
print([simplify_path(p) for p in ["/home/", "/../", "/home//foo/", "/a/./b/../../c/", "/a/../../b/../c//.//"]])

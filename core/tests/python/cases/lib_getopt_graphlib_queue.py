import getopt, graphlib, queue
opts, args = getopt.getopt(["-a", "-b", "val", "--long", "--opt=x", "file1", "file2"], "ab:", ["long", "opt="])
print(opts, args)
print(getopt.gnu_getopt(["file", "-a", "--opt", "y", "more"], "a", ["opt="]))
for argv in (["-z"], ["--opt"], ["--lon"], ["-b"]):
    try:
        getopt.getopt(argv, "ab:", ["long", "opt="])
    except getopt.GetoptError as e:
        print("GetoptError:", e, e.opt)
ts = graphlib.TopologicalSorter({"d": {"b", "c"}, "c": {"a"}, "b": {"a"}})
print(list(ts.static_order()))
ts = graphlib.TopologicalSorter()
ts.add("build", "compile", "link")
ts.add("link", "compile")
ts.prepare()
while ts.is_active():
    ready = sorted(ts.get_ready())
    print("ready", ready)
    ts.done(*ready)
try:
    list(graphlib.TopologicalSorter({"a": {"b"}, "b": {"a"}}).static_order())
except graphlib.CycleError as e:
    print("CycleError", e.args[0], e.args[1])
q = queue.Queue(maxsize=2)
q.put(1); q.put(2)
print(q.full(), q.qsize(), q.get(), q.get(), q.empty())
try:
    q.get_nowait()
except queue.Empty:
    print("empty")
pq = queue.PriorityQueue()
for item in [(3, "c"), (1, "a"), (2, "b")]:
    pq.put(item)
print([pq.get() for _ in range(3)])
lq = queue.LifoQueue()
for i in range(3):
    lq.put(i)
print([lq.get() for _ in range(3)])
sq = queue.SimpleQueue(); sq.put("x"); print(sq.get(), sq.qsize())

class Task:
    def __init__(self, name, prio):
        self.name = name
        self.prio = prio
    def __lt__(self, other):
        return self.prio < other.prio

tasks = [Task("a", 2), Task("b", 1)]
print([t.name for t in sorted(tasks)])
tasks.append(Task("c", None))
sorted(tasks)

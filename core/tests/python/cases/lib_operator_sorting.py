from operator import itemgetter, attrgetter, methodcaller
import operator

students = [("jane", "B", 12), ("john", "A", 15), ("dave", "B", 10), ("anna", "A", 12)]
print(sorted(students, key=itemgetter(2)))
print(sorted(students, key=itemgetter(1, 2)))
print(sorted(students, key=itemgetter(1, 0), reverse=True))
print(max(students, key=itemgetter(2)), min(students, key=itemgetter(0)))

class Student:
    def __init__(self, name, grade, age):
        self.name = name
        self.grade = grade
        self.age = age
        self.info = {"len": len(name)}
    def __repr__(self):
        return repr((self.name, self.grade, self.age))
    def score(self, bonus=0):
        return self.age * 10 + bonus

objs = [Student(*s) for s in students]
print(sorted(objs, key=attrgetter("age")))
print(sorted(objs, key=attrgetter("grade", "age")))
print(sorted(objs, key=methodcaller("score", bonus=5), reverse=True))
print([methodcaller("score")(o) for o in objs])
print(sorted(["Banana", "apple", "Cherry"], key=methodcaller("lower")))
print(list(map(attrgetter("name"), objs)))
counts = {"x": 3, "y": 1, "z": 2}
print(sorted(counts.items(), key=itemgetter(1)))
print(sorted(counts, key=counts.get))
pairs = [(1, "b"), (1, "a"), (0, "c")]
print(sorted(pairs), sorted(pairs, key=itemgetter(0)))
data = [[3, "c"], [1, "a"], [2, "b"]]
data.sort(key=itemgetter(0))
print(data)
get_len = attrgetter("info")
print([get_len(o)["len"] for o in objs])
print(list(map(operator.pow, [2, 3, 4], [3, 2, 1])))
print(sorted([-3, 1, -2], key=operator.abs))
sorted(objs, key=attrgetter("height"))

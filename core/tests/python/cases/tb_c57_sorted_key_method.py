class Student:
    def __init__(self, name, grades):
        self.name = name
        self.grades = grades
    def average(self):
        return sum(self.grades) / len(self.grades)

students = [Student("a", [90, 80]), Student("b", [70])]
print([s.name for s in sorted(students, key=Student.average)])
students.append(Student("c", []))
ranking = sorted(students, key=lambda s: s.average(), reverse=True)

match = 1
case = 2
print(match, case)
match = [3, 4]
print(match[0])
def match_(x):
    return x
match match:
    case [case, _]:
        print("case is", case)
_ = 5
print(_)
print([match for match in range(2)])
class C:
    match = "attr"
print(C.match)

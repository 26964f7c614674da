# LoadGlobal's slots: a builtin until a global of that name is made, again once it is deleted;
# a global made after the function was first run; a global rebound inside the loop.
def count(xs):
    return len(xs)

def use_later():
    return later * 2

print(count([1, 2, 3]))
def len(x):
    return -1
print(count([1, 2, 3]))
del len
print(count([1, 2]))
try:
    use_later()
except NameError as e:
    print("NameError:", e)
later = 21
print(use_later())
total = 0
def bump():
    global total
    for i in range(5):
        total = total + i
    return total
print(bump(), bump())

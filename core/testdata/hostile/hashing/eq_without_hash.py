# A class with __eq__ and no __hash__ is unhashable, as in CPython.
# reference: cpython
# exit: 1
# error: TypeError: unhashable type: 'Q'
class Q:
    def __eq__(self, other):
        return True


print(Q() == 5, Q() in [1, 2])
print({Q()})

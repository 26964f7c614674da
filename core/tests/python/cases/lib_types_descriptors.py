import types


class S:
    __slots__ = ("a", "b")


print(isinstance(S.a, types.MemberDescriptorType), isinstance(1, types.MemberDescriptorType))
print(isinstance(str.join, types.MethodDescriptorType))
print(isinstance(object.__init__, types.WrapperDescriptorType))
print(isinstance(int | str, types.UnionType), isinstance(int, types.UnionType), types.UnionType.__name__)
print(isinstance(int | None, types.UnionType), (int | str).__args__)
print(isinstance(list[int], types.GenericAlias))


class Meta(type):
    def __getattr__(cls, name):
        return "meta:" + name


class K(metaclass=Meta):
    @types.DynamicClassAttribute
    def name(self):
        "the name"
        return "inst:" + type(self).__name__

    @name.setter
    def name(self, value):
        print("set", value)


print(K().name, K.name)
K().name = 5
print(K.__dict__["name"].__doc__)


class Plain:
    @types.DynamicClassAttribute
    def value(self):
        return 42


print(Plain().value)
try:
    Plain.value
except AttributeError:
    print("AttributeError on the class")


@types.coroutine
def step(n):
    got = yield n
    return got * 2


async def main():
    return await step(5) + 1


co = main()
print(co.send(None))
try:
    co.send(20)
except StopIteration as e:
    print("result", e.value)
print(step.__name__)
types.coroutine(5)

"""Classifying names by language with a character-level RNN.

Follows the PyTorch tutorial "NLP From Scratch: Classifying Names with a Character-Level RNN"
(https://pytorch.org/tutorials/intermediate/char_rnn_classification_tutorial.html), in its
current form (CharRNN over nn.RNN, a NamesDataset, random_split, minibatches of names).
Changed: the names are a few literals per language in this file instead of the data/names/*.txt
download, so the dataset takes a dict instead of a folder and sorts its labels (the tutorial's
list(set) order depends on string hashing); np.array_split is a small list function here (no
numpy); tensors get device=device and the model .to(device) instead of
torch.set_default_device; the hidden size is 32, training runs 4 epochs of batches of 8, and the
timing print and the plots are left out (the evaluation prints the confusion matrix instead of
drawing it); the average batch loss prints with 4 decimals (its last digits differ between ATen
CPU kernels). Until the playground takes in-place ops on a tensor in an autograd graph, the
tutorial's `batch_loss += loss` stops the run (rust_gaps.md).
"""
import random
import string
import unicodedata

import torch
import torch.nn as nn
from torch.utils.data import Dataset

device = "cpu"

# Letters the model knows, with '_' standing for any other character.
allowed_characters = string.ascii_letters + " .,;'" + "_"
n_letters = len(allowed_characters)
print(n_letters)


def unicodeToAscii(s):
    """Accents dropped (NFD, then no combining marks), other unknown characters removed."""
    return "".join(
        c for c in unicodedata.normalize("NFD", s)
        if unicodedata.category(c) != "Mn"
        and c in allowed_characters
    )


print(f"converting 'Ślusàrski' to {unicodeToAscii('Ślusàrski')}")


def letterToIndex(letter):
    """Index of a letter in allowed_characters; unknown letters map to '_'."""
    if letter not in allowed_characters:
        return allowed_characters.find("_")
    return allowed_characters.find(letter)


def lineToTensor(line):
    """A name as a <line_length x 1 x n_letters> tensor of one-hot rows."""
    tensor = torch.zeros(len(line), 1, n_letters, device=device)
    for li, letter in enumerate(line):
        tensor[li][0][letterToIndex(letter)] = 1
    return tensor


print(f"The letter 'a' becomes {lineToTensor('a')}")  # one-hot row
print(f"The name 'Ahn' becomes {lineToTensor('Ahn')}")  # 3 one-hot rows
print(letterToIndex("é"))  # not allowed: the index of '_'

# A stand-in for data/names: a few names per language.
NAMES = {
    "English": "Smith Brown Taylor Walker Wright Cooper Hughes Turner".split(),
    "French": "Martin Bernard Dubois Lefebvre Moreau Laurent Girard Rousseau".split(),
    "Italian": "Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci".split(),
    "Japanese": "Sato Suzuki Takahashi Tanaka Watanabe Ito Yamamoto Nakamura".split(),
    "Russian": "Ivanov Smirnov Kuznetsov Popov Sokolov Lebedev Kozlov Novikov".split(),
}


class NamesDataset(Dataset):
    """Each item: (label tensor, name tensor, label, name)."""

    def __init__(self, names_by_label):
        labels_set = set()  # all the classes
        self.data = []
        self.data_tensors = []
        self.labels = []
        self.labels_tensors = []
        for label, lines in names_by_label.items():
            labels_set.add(label)
            for name in lines:
                self.data.append(name)
                self.data_tensors.append(lineToTensor(name))
                self.labels.append(label)
        # Cache each label's tensor form.
        self.labels_uniq = sorted(labels_set)
        for idx in range(len(self.labels)):
            temp_tensor = torch.tensor([self.labels_uniq.index(self.labels[idx])],
                                       dtype=torch.long, device=device)
            self.labels_tensors.append(temp_tensor)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, idx):
        data_item = self.data[idx]
        data_label = self.labels[idx]
        data_tensor = self.data_tensors[idx]
        label_tensor = self.labels_tensors[idx]
        return label_tensor, data_tensor, data_label, data_item


alldata = NamesDataset(NAMES)
print(f"loaded {len(alldata)} items of data")
print(f"example = {alldata[0]}")

train_set, test_set = torch.utils.data.random_split(
    alldata, [0.85, 0.15], generator=torch.Generator(device=device).manual_seed(2024)
)
print(f"train examples = {len(train_set)}, validation examples = {len(test_set)}")


class CharRNN(nn.Module):
    def __init__(self, input_size, hidden_size, output_size):
        super(CharRNN, self).__init__()
        self.rnn = nn.RNN(input_size, hidden_size)
        self.h2o = nn.Linear(hidden_size, output_size)
        self.softmax = nn.LogSoftmax(dim=1)

    def forward(self, line_tensor):
        rnn_out, hidden = self.rnn(line_tensor)
        output = self.h2o(hidden[0])
        output = self.softmax(output)
        return output


torch.manual_seed(0)
n_hidden = 32
rnn = CharRNN(n_letters, n_hidden, len(alldata.labels_uniq)).to(device)
print(rnn)


def label_from_output(output, output_labels):
    top_n, top_i = output.topk(1)
    label_i = top_i[0].item()
    return output_labels[label_i], label_i


input = lineToTensor("Albert")
output = rnn(input)  # the same as rnn.forward(input)
print(output.round(decimals=4))
print(label_from_output(output, alldata.labels_uniq))


def array_split(items, sections):
    """np.array_split for a list: `sections` chunks, the first len % sections one longer."""
    size, extra = divmod(len(items), sections)
    chunks, start = [], 0
    for k in range(sections):
        end = start + size + (1 if k < extra else 0)
        chunks.append(items[start:end])
        start = end
    return chunks


def train(rnn, training_data, n_epoch=10, n_batch_size=64, report_every=50, learning_rate=0.2,
          criterion=nn.NLLLoss()):
    """Minibatch SGD over training_data; prints the average batch loss every report_every epochs."""
    current_loss = 0
    all_losses = []
    rnn.train()
    optimizer = torch.optim.SGD(rnn.parameters(), lr=learning_rate)

    print(f"training on data set with n = {len(training_data)}")

    for iter in range(1, n_epoch + 1):
        rnn.zero_grad()  # clear the gradients

        # Names differ in length, so a batch is a list of indices run one name at a time.
        batches = list(range(len(training_data)))
        random.shuffle(batches)
        batches = array_split(batches, len(batches) // n_batch_size)

        for idx, batch in enumerate(batches):
            batch_loss = 0
            for i in batch:  # each example in this batch
                (label_tensor, text_tensor, label, text) = training_data[i]
                output = rnn.forward(text_tensor)
                loss = criterion(output, label_tensor)
                batch_loss += loss

            # optimise the parameters
            batch_loss.backward()
            nn.utils.clip_grad_norm_(rnn.parameters(), 3)
            optimizer.step()
            optimizer.zero_grad()

            current_loss += batch_loss.item() / len(batch)

        all_losses.append(current_loss / len(batches))
        if iter % report_every == 0:
            print(f"{iter} ({iter / n_epoch:.0%}): \t average batch loss = {all_losses[-1]:.4f}")
        current_loss = 0

    return all_losses


random.seed(2024)
all_losses = train(rnn, train_set, n_epoch=4, n_batch_size=8, learning_rate=0.15, report_every=1)
print(len(all_losses))


def evaluate(rnn, testing_data, classes):
    """Confusion matrix over testing_data: row = true language, column = guess, rows normalised."""
    confusion = torch.zeros(len(classes), len(classes), device=device)

    rnn.eval()  # evaluation mode
    with torch.no_grad():  # no gradients while evaluating
        for i in range(len(testing_data)):
            (label_tensor, text_tensor, label, text) = testing_data[i]
            output = rnn(text_tensor)
            guess, guess_i = label_from_output(output, classes)
            label_i = classes.index(label)
            confusion[label_i][guess_i] += 1
            print(f"{text:>10} true {label:<9} guess {guess}")

    # Divide each row by its sum.
    for i in range(len(classes)):
        denom = confusion[i].sum()
        if denom > 0:
            confusion[i] = confusion[i] / denom

    print(classes)
    print(confusion.round(decimals=3))


evaluate(rnn, test_set, classes=alldata.labels_uniq)
